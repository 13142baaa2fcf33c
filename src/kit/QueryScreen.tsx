import { Box, Button, chakra, HStack, Link, Spinner, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FRESH_MS, useCall } from '@/api/queries.ts';
import { bankToday } from '@/api/clock.ts';
import type { FieldInfo } from '@/api/generated/fields.ts';
import { useTranslation } from '@/i18n/index.ts';
import { type DisplayLanguage, displayValue } from './fields/display.ts';
import { FormFields } from './form/FormFields.tsx';
import { useOperationForm } from './form/use-operation-form.ts';
import { failureText, type ScreenProps } from './screen.ts';
import { type ColumnLook, columnLook } from './query/columns.ts';
import { csvFileName, toCsv } from './query/csv.ts';
import { firstPage, PAGE_SIZES, pageCount, pagingFields, type PageState, readPage, toggleSort, writePage } from './query/state.ts';
import { useBoundOperation } from './bound-operation.ts';
import type { RowLink, ScreenAction } from '@/routing/meta.ts';
import { ActionForm } from './actions/ActionForm.tsx';
import { actionsAt, offeredOn } from './actions/rules.ts';
import { useFieldOverrides, useKeptAlive, useRouteActions, useRouteScreen, useScreenBinding } from './route-info.ts';
import { ScreenFrame } from './ScreenFrame.tsx';
import { Data } from '@/ui/data.tsx';
import { downloadText } from '@/ui/download.ts';

const Table = chakra('table', { base: { w: 'full', fontSize: 'sm', borderCollapse: 'collapse' } });
const Th = chakra('th', {
  base: { textAlign: 'start', px: '3', py: '2', bg: 'bg.muted', borderBottomWidth: '1px', whiteSpace: 'nowrap', position: 'sticky', top: '0', zIndex: '1' },
});
const Td = chakra('td', { base: { px: '3', py: '2', borderBottomWidth: '1px' } });
const SizeSelect = chakra('select', { base: { borderWidth: '1px', rounded: 'l2', h: '8', px: '2', bg: 'bg' } });

type Row = Record<string, unknown>;

export type { RowLink } from '@/routing/meta.ts';

/** The row's link, or undefined when the row lacks one of its keys. */
export function rowHref(link: RowLink, row: Row): string | undefined {
  const keys = typeof link.key === 'string' ? [link.key] : link.key;
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = row[key];
    if (typeof value !== 'string' || value === '') return undefined;
    params.set(key, value);
  }
  return `${link.to}?${params.toString()}`;
}

/** The rows as the table shows them, in the current language (the CSV holds the same text). */
const shownRows = (rows: readonly Row[], columns: readonly FieldInfo[], language: DisplayLanguage) =>
  rows.map((r) => Object.fromEntries(columns.map((c) => [c.name, displayValue(c, r[c.name], language)])));
type Outcome = { rows: Row[]; total: number } | { error: string };

/** A query's answer as the table shows it: its rows and total, or why it failed. */
function outcomeOf(data: unknown, failed: boolean, error: unknown, list?: { field: string; total?: string }): Outcome {
  if (failed) return { error: failureText(error) };
  const b = (data ?? {}) as Row;
  const found = b[list?.field ?? 'LIST'];
  const rows = Array.isArray(found) ? (found as Row[]) : [];
  const total = b[list?.total ?? 'TOTAL'];
  return { rows, total: typeof total === 'number' ? total : rows.length };
}

const FormBox = chakra('form');

/**
 * A query bound to a contract operation: the criteria from the contract (starting with the first
 * account and the last 30 days), 查询, a result table whose columns are the answer's row fields, paging
 * and sorting by the server (page, size and sort in the URL), empty, loading and error states, and the
 * shown rows as a CSV. The criteria and the result stay in the screen (a kept-alive screen keeps them).
 * The route's row actions (issue 37) are buttons on the rows they are offered on: one opens the
 * action's form under the table, filled from its row; the route's `link` leads from each row to the
 * record's screen.
 */
export function QueryScreen(props: ScreenProps & { rowLink?: RowLink }) {
  const { operation, title } = useScreenBinding(props);
  const route = useRouteScreen();
  const rowLink = props.rowLink ?? route?.link;
  const screenFields = props.fields;
  const { t, term, date } = useTranslation();
  const language = { term, date };
  const op = useBoundOperation(operation);
  const fields = useFieldOverrides(screenFields);
  const actions = useRouteActions();
  const rowActions = useMemo(() => actionsAt(actions, 'row'), [actions]);
  const [acting, setActing] = useState<{ action: ScreenAction; row: Row }>();
  const columns = useMemo(() => op.list?.columns ?? [], [op]);
  const looks = useMemo(() => Object.fromEntries(columns.map((c) => [c.name, columnLook(c)])), [columns]);
  const { form, shown, accounts, onAccount, start, parse } = useOperationForm(op, { overrides: fields, query: true });
  const [search, setSearch] = useSearchParams();
  const page = readPage(search, columns.map((c) => c.name));
  /** The criteria of the last 查询; before any, the starting ones when they are complete. */
  const [asked, setAsked] = useState<Record<string, string>>();
  /** Each 查询 or 重试 asks again, even for the same criteria. */
  const [attempt, setAttempt] = useState(0);
  // the starting criteria search at once when they are complete (the accounts may come later)
  const criteria = asked ?? parse(start);
  const body = criteria ? { ...criteria, ...pagingFields(page) } : {};
  // through the app's one data cache (src/api/queries.ts): the screen shown again shows the kept rows at
  // once and asks the bank again (freshMs 0: balances and instructions change under other users' hands,
  // issue 36), unless it is kept alive, which shows what it showed when left (spec 001 §2); 查询 and 重试
  // ask anew (another tag)
  const enabled = criteria !== undefined;
  const freshMs = useKeptAlive() ? FRESH_MS : 0;
  const answer = useCall(op.call, body, { enabled, silent: false, tag: String(attempt), freshMs });
  const outcome = answer.done ? outcomeOf(answer.data, answer.failed, answer.error, op.list) : undefined;

  const go = (next: PageState, push = false) => setSearch(writePage(search, next), { replace: !push });
  const submit = form.handleSubmit((values) => {
    setAsked(values);
    setAttempt((n) => n + 1);
    go(firstPage(page), true); // a new search is a history entry; page turns replace it
  });
  const shownOutcome = outcome;
  const loading = criteria !== undefined && !answer.done;
  const rows = shownOutcome && 'rows' in shownOutcome ? shownOutcome.rows : [];
  const total = shownOutcome && 'rows' in shownOutcome ? shownOutcome.total : 0;
  const pages = pageCount(total, page.size);

  if (!op.list) return <ScreenFrame title={title} operation={operation} note={t('kit.notQuery', { operation })}>{null}</ScreenFrame>;
  return (
    <ScreenFrame title={title} operation={operation} actions={actions}>
      <FormBox noValidate onSubmit={(e) => void submit(e)} data-testid="query-criteria">
        <FormFields shown={shown} control={form.control} accounts={accounts} overrides={fields} onAccount={onAccount} />
        <HStack mt="4">
          <Button type="submit" colorPalette="red" data-testid="query-submit">{t('kit.query.submit')}</Button>
        </HStack>
      </FormBox>
      {/* the result scrolls in its own box, under a header that stays (a long page of rows keeps its column names) */}
      <Box mt="6" overflow="auto" maxH="70vh" aria-busy={loading} data-testid="query-result">
        {loading ? (
          <HStack py="6" justify="center" data-testid="query-loading"><Spinner size="sm" /><Text>{t('kit.loading')}</Text></HStack>
        ) : null}
        {shownOutcome && 'error' in shownOutcome ? (
          <HStack py="4" gap="4" role="alert" data-testid="query-error">
            <Text color="fg.error">{shownOutcome.error}</Text>
            <Button size="sm" variant="outline" onClick={() => setAttempt((n) => n + 1)} data-testid="query-retry">{t('overlay.retry')}</Button>
          </HStack>
        ) : null}
        {shownOutcome && 'rows' in shownOutcome && rows.length === 0 ? (
          <Text py="6" textAlign="center" color="fg.muted" data-testid="query-empty">
            {t('kit.query.empty')}
          </Text>
        ) : null}
        {rows.length > 0 ? (
          <>
            <Table>
              <thead>
                <tr>
                  {columns.map((c) => {
                    const sorted = page.sort?.field === c.name ? page.sort.order : undefined;
                    return (
                      <Th
                        key={c.name}
                        aria-sort={sorted === 'ASC' ? 'ascending' : sorted === 'DESC' ? 'descending' : 'none'}
                        textAlign={looks[c.name]?.align}
                      >
                        <chakra.button type="button" fontWeight="semibold" onClick={() => go(toggleSort(page, c.name))} data-testid={`query-sort-${c.name}`}>
                          {term(c.title)}{sorted === 'ASC' ? ' ▲' : sorted === 'DESC' ? ' ▼' : ''}
                        </chakra.button>
                      </Th>
                    );
                  })}
                  {rowLink || rowActions.length > 0 ? <Th>{t('kit.query.actions')}</Th> : null}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={i} data-testid="query-row">
                    {columns.map((c) => (
                      <ResultCell
                        key={c.name}
                        look={looks[c.name]}
                        name={c.name}
                        text={displayValue(c, row[c.name], language)}
                        data={!c.enumLabels}
                      />
                    ))}
                    {rowLink || rowActions.length > 0 ? (
                      <Td whiteSpace="nowrap">
                        <HStack gap="2">
                          {rowLink ? <RowAction link={rowLink} row={row} /> : null}
                          {rowActions.filter((a) => offeredOn(a, row)).map((a) => (
                            <Button
                              key={a.operation}
                              size="xs"
                              variant="outline"
                              colorPalette="red"
                              aria-label={`${term(a.label)} ${columns[0] ? displayValue(columns[0], row[columns[0].name], language) : ''}`.trim()}
                              aria-expanded={acting?.row === row && acting.action === a}
                              onClick={() => setActing({ action: a, row })}
                              data-testid={`row-action-${a.operation}`}
                            >
                              {term(a.label)}
                            </Button>
                          ))}
                        </HStack>
                      </Td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </Table>
            <HStack mt="4" gap="3" wrap="wrap" data-testid="query-pager">
              <Button size="sm" variant="outline" disabled={page.page <= 1} onClick={() => go({ ...page, page: page.page - 1 })} data-testid="query-prev">{t('kit.query.prev')}</Button>
              <Text fontSize="sm" data-testid="query-page">{t('kit.query.page', { page: page.page, pages, count: total })}</Text>
              <Button size="sm" variant="outline" disabled={page.page >= pages} onClick={() => go({ ...page, page: page.page + 1 })} data-testid="query-next">{t('kit.query.next')}</Button>
              <SizeSelect aria-label={t('kit.query.pageSize')} value={page.size} onChange={(e) => go(firstPage(page, Number(e.target.value)))} data-testid="query-size">
                {PAGE_SIZES.map((s) => <option key={s} value={s}>{t('kit.query.perPage', { size: s })}</option>)}
              </SizeSelect>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  const headers = columns.map((c) => ({ name: c.name, title: term(c.title) }));
                  const csv = toCsv(shownRows(rows, columns, language), headers);
                  downloadText(csv, csvFileName(term(title), bankToday()));
                }}
                data-testid="query-download"
              >
                {t('kit.query.export')}
              </Button>
            </HStack>
          </>
        ) : null}
      </Box>
      {acting ? <ActionForm action={acting.action} row={acting.row} onClose={() => setActing(undefined)} /> : null}
    </ScreenFrame>
  );
}

/**
 * One cell as its column reads (./query/columns.ts); a cut text shows in full on hover and when focused.
 * Anything but an enum's label is data (translate="no").
 */
function ResultCell(props: { look: ColumnLook | undefined; name: string; text: string; data: boolean }) {
  const { look, name, text, data } = props;
  const cut = look?.maxWidth !== undefined;
  return (
    <Td
      data-column={name}
      textAlign={look?.align}
      whiteSpace={look?.nowrap ? 'nowrap' : undefined}
      fontVariantNumeric={look?.figures ? 'tabular-nums' : undefined}
      maxW={look?.maxWidth}
      overflow={cut ? 'hidden' : undefined}
      textOverflow={cut ? 'ellipsis' : undefined}
      {...(cut ? { title: text, tabIndex: 0 } : {})}
    >
      {data ? <Data>{text}</Data> : text}
    </Td>
  );
}

function RowAction({ link, row }: { link: RowLink; row: Row }) {
  const { term } = useTranslation();
  const href = rowHref(link, row);
  return href ? <Link asChild colorPalette="red"><RouterLink to={href}>{term(link.label)}</RouterLink></Link> : null;
}
