import { Box } from '@chakra-ui/react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { onDemand } from '@/ui/on-demand.ts';
import { PlainInput } from '@/ui/PlainInput.tsx';
import type { AskedSearch } from './MenuSearchPanel.tsx';

/** The panel's code (the search call, the history, the jump's checks): loaded on the box's first focus. */
const panelPart = onDemand(() => import('./MenuSearchPanel.tsx'));

/**
 * The header's menu search box (spec 000 §3, §4, §5): Enter with a non-empty value asks the bank for
 * the menus named so (MenuSearchPanel.tsx, which also keeps the history). The box is in the first
 * paint and keeps what is typed; the panel loads when the box is first focused (issue 51 item 6), and
 * a word asked before it arrived is searched once it has.
 */
export function MenuSearch() {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [asked, setAsked] = useState<AskedSearch>();
  const [open, setOpen] = useState(false);
  const panel = panelPart.useLoaded(open);
  const shown = open && panel !== undefined;
  const panelId = useId();

  const search = () => {
    const word = value.trim();
    if (!word) return;
    setOpen(true);
    setAsked((last) => ({ word, attempt: (last?.attempt ?? 0) + 1 }));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') search();
    if (e.key === 'Escape') setOpen(false);
  };

  return (
    <Box
      position="relative"
      w={{ base: 'full', md: '72' }}
      role="search"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <PlainInput
        size="sm"
        value={value}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.searchLabel')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={shown ? panelId : undefined}
        maxLength={30}
        onChange={(e) => setValue(e.target.value)}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        data-testid="menu-search"
        bg="bg"
        color="fg"
      />
      {shown ? <panel.MenuSearchPanel id={panelId} asked={asked} onClose={() => setOpen(false)} /> : null}
    </Box>
  );
}
