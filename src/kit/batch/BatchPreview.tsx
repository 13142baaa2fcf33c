import { Box, chakra, Text, VisuallyHidden } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import type { BatchColumn, BatchParse } from '@/protocol/batch/parse.ts';
import { visibleText } from '@/protocol/characters.ts';
import { Data } from '@/ui/data.tsx';
import { groupAmount } from '../fields/display.ts';
import { whyText } from './why.ts';

const ROW_PX = 36;
/** A bad line's mark: a bar at its start (inside the row: no shift of the grid). */
const BAR = 'inset 4px 0 0 var(--chakra-colors-red-600)';

/** A line to bring into view: `seq` changes on every ask, so asking for the same line again scrolls again. */
export interface PreviewTarget {
  line: number;
  seq: number;
}
const Cell = chakra('div', { base: { px: '3', py: '2', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } });

/**
 * Every line of a batch file, as read (issue 37): a virtualized grid (@tanstack/react-virtual) so that
 * 10,000 lines scroll without 10,000 rows in the page; the line number as the spreadsheet shows it,
 * amounts right-aligned with separators, every character the character policy marks written as
 * `⟦U+202E⟧` (never reordering the line). A line with a problem is clearly marked (a red bar, a
 * stronger red, ⚠ before its number, said to screen readers, its problems on hover); `target` (a
 * problem's link, issue 49 item 5) scrolls its line into the middle of the view and focuses it.
 */
export function BatchPreview({ parse, columns, target }: {
  parse: BatchParse;
  columns: readonly BatchColumn[];
  target?: PreviewTarget | undefined;
}) {
  const { t, term, i18n } = useTranslation();
  const { language } = i18n;
  const scroller = useRef<HTMLDivElement>(null);
  /** The line to focus once its row is drawn. */
  const pendingFocus = useRef<number | undefined>(undefined);
  // the virtualizer's functions change as it scrolls, so the compiler leaves this component unmemoized, as it must be
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtual = useVirtualizer({
    count: parse.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: 12,
  });
  useEffect(() => {
    if (!target) return;
    const index = parse.lines.indexOf(target.line);
    if (index < 0) return;
    pendingFocus.current = target.line;
    virtual.scrollToIndex(index, { align: 'center' });
    // already drawn: focus it now (a row drawn later focuses itself, below)
    scroller.current?.querySelector<HTMLElement>(`[data-line="${String(target.line)}"]`)?.focus({ preventScroll: true });
    // virtual is a new object on every render; the ask is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, parse.lines]);
  const problemsByRow = useMemo(() => {
    const byRow = new Map<number, string[]>();
    for (const p of parse.problems) {
      if (p.row > 0) byRow.set(p.row, [...(byRow.get(p.row) ?? []), whyText(p.why, t, term)]);
    }
    return byRow;
    // t and term are stable: the language is what changes their texts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [parse.problems, language]);
  const template = `5rem repeat(${String(columns.length)}, minmax(8rem, 1fr))`;
  return (
    <Box role="table" aria-label={t('kit.batch.preview')} aria-rowcount={parse.rows.length + 1} borderWidth="1px" rounded="md" fontSize="sm" data-testid="batch-preview">
      <Box role="row" aria-rowindex={1} display="grid" gridTemplateColumns={template} bg="bg.muted" fontWeight="semibold" borderBottomWidth="1px">
        <Cell role="columnheader">{t('kit.batch.line')}</Cell>
        {columns.map((c) => <Cell key={c.name} role="columnheader" textAlign={c.kind === 'amount' ? 'end' : 'start'}>{term(c.title)}</Cell>)}
      </Box>
      <Box ref={scroller} h="22rem" overflowY="auto" tabIndex={0} aria-label={t('kit.batch.scroller')} data-testid="batch-scroller">
        <Box position="relative" style={{ height: `${String(virtual.getTotalSize())}px` }}>
          {virtual.getVirtualItems().map((item) => {
            const row = parse.rows[item.index] ?? {};
            const line = parse.lines[item.index] ?? item.index + 2;
            const problems = problemsByRow.get(line);
            const current = target?.line === line;
            return (
              <Box
                key={item.key}
                ref={(el: HTMLDivElement | null) => {
                  if (el && pendingFocus.current === line) {
                    pendingFocus.current = undefined;
                    el.focus({ preventScroll: true });
                  }
                }}
                role="row"
                aria-rowindex={item.index + 2}
                tabIndex={-1}
                display="grid"
                gridTemplateColumns={template}
                position="absolute"
                top="0"
                left="0"
                w="full"
                h={`${String(ROW_PX)}px`}
                // set on the element, not as a style prop: a style prop makes a CSS class per offset (4,000
                // rules over one scroll of 10,000 rows, with dropped frames; npm run bench -- batch)
                style={{ transform: `translateY(${String(item.start)}px)` }}
                borderBottomWidth="1px"
                bg={problems ? 'red.100' : undefined}
                boxShadow={problems ? BAR : undefined}
                outline={current ? '2px solid' : undefined}
                outlineColor="red.700"
                outlineOffset="-2px"
                _focusVisible={{ outline: '2px solid', outlineColor: 'red.700', outlineOffset: '-2px' }}
                title={problems?.join(t('kit.batch.problemSeparator'))}
                data-testid="batch-row"
                data-line={line}
                data-problem={problems ? 'true' : undefined}
                data-current={current ? 'true' : undefined}
              >
                <Cell role="cell" color={problems ? 'fg.error' : 'fg.muted'} fontWeight={problems ? 'bold' : undefined}>
                  {problems ? <span aria-hidden="true">⚠ </span> : null}
                  {line}
                  {problems ? <VisuallyHidden>{t('kit.batch.rowHasProblem')}</VisuallyHidden> : null}
                </Cell>
                {columns.map((c) => (
                  <Cell key={c.name} role="cell" textAlign={c.kind === 'amount' ? 'end' : 'start'} fontVariantNumeric="tabular-nums">
                    <Data>{c.kind === 'amount' ? groupAmount(row[c.name] ?? '') : visibleText(row[c.name] ?? '')}</Data>
                  </Cell>
                ))}
              </Box>
            );
          })}
        </Box>
      </Box>
      {parse.rows.length === 0 ? <Text p="4" color="fg.muted">{t('kit.batch.noRows')}</Text> : null}
    </Box>
  );
}
