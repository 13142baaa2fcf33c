import { Box, Stack, Text } from '@chakra-ui/react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { useNavigate } from 'react-router-dom';
import { browserStorage } from '@/api/browser-storage.ts';
import { useCall } from '@/api/queries.ts';
import { searchMenuListQry } from '@/api/generated/areas/search/sdk.gen.ts';
import type { MenuItem } from '@/api/generated/areas/menu/types.gen.ts';
import { sessionStore } from '@/session/store.ts';
import { checkMenuJump, currentAccess, searchHits } from './rules/menu-jump.ts';
import { addToHistory, readHistory, type SearchHistoryEntry, writeHistory } from './rules/search-history.ts';
import { notify } from './toast.ts';
import { PlainInput } from '@/ui/PlainInput.tsx';

/**
 * The header's menu search (spec 000 §3, §4, §5): Enter with a non-empty value asks
 * searchMenuListQry; no match empties the hot list. A jump needs ACCESS_FLAG '1' (and a company
 * administrator for /businessAdmin), else 无操作权限. Used menus go to the history: newest first,
 * no duplicate name, at most 8, in localStorage. The answers are the one data cache's (src/api/queries.ts,
 * ADR 0010); each Enter asks anew.
 */
export function MenuSearch() {
  const { t, term } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  /** The word the user asked for, and how many times (each Enter asks the bank again). */
  const [asked, setAsked] = useState<{ word: string; attempt: number }>();
  const [history, setHistory] = useState<SearchHistoryEntry[]>(() => readHistory(browserStorage('local')));
  const [open, setOpen] = useState(false);
  const answer = useCall(
    searchMenuListQry,
    { MENU_MNAME: asked?.word ?? '', CHNL: 'ET' },
    { enabled: asked !== undefined, silent: false, tag: String(asked?.attempt ?? 0) },
  );
  const busy = asked !== undefined && !answer.done;
  // a failure was toasted by the request layer: the hot list empties, the typed text stays
  const hits = answer.done && !answer.failed ? searchHits(answer.data?.MENU_LIST) : [];
  const results = asked === undefined ? undefined : hits;
  const panelId = useId();

  const search = () => {
    const word = value.trim();
    if (!word) return;
    setOpen(true);
    setAsked((last) => ({ word, attempt: (last?.attempt ?? 0) + 1 }));
  };

  const jump = (menu: Pick<MenuItem, 'ACCESS_FLAG' | 'MENU_URL' | 'MENU_NAME'>) => {
    const check = checkMenuJump(menu, sessionStore.getState().userInfo?.COMP_USER_TYPE);
    if (!check.ok) {
      notify({ type: 'error', title: t('header.noPermission') });
      return;
    }
    const next = addToHistory(history, { value: menu.MENU_NAME, type: 'url', url: check.url, FLAG: menu.ACCESS_FLAG ?? '' });
    setHistory(next);
    writeHistory(browserStorage('local'), next);
    setOpen(false);
    void navigate(check.url);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') search();
    if (e.key === 'Escape') setOpen(false);
  };

  const row = (key: string, label: string, onPick: () => void, testId: string) => (
    <Box
      as="li"
      key={key}
      listStyleType="none"
    >
      <Box
        as="button"
        w="full"
        textAlign="start"
        px="3"
        py="1.5"
        fontSize="sm"
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{ bg: 'bg.muted', outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onPick}
        data-testid={testId}
      >
        {label}
      </Box>
    </Box>
  );

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
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        maxLength={30}
        onChange={(e) => setValue(e.target.value)}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        data-testid="menu-search"
        bg="bg"
        color="fg"
      />
      {open ? (
        <Box
          id={panelId}
          position="absolute"
          top="100%"
          left="0"
          right="0"
          mt="1"
          bg="bg"
          color="fg"
          borderWidth="1px"
          rounded="md"
          shadow="md"
          zIndex="dropdown"
          py="2"
          data-testid="menu-search-panel"
        >
          {results !== undefined ? (
            <Stack gap="0" aria-busy={busy}>
              <Text px="3" fontSize="xs" color="fg.muted">{t('header.searchResults')}</Text>
              {results.length === 0 && !busy ? (
                <Text px="3" py="1" fontSize="sm" data-testid="menu-search-empty">{t('header.noMatch')}</Text>
              ) : null}
              <Box as="ul" data-testid="menu-search-results">
                {results.map((m) => row(m.MENU_ID, term(m.MENU_NAME), () => jump(m), 'menu-search-result'))}
              </Box>
            </Stack>
          ) : null}
          {history.length > 0 ? (
            <Stack gap="0" mt={results !== undefined ? '2' : '0'}>
              <Text px="3" fontSize="xs" color="fg.muted">{t('header.searchHistory')}</Text>
              <Box as="ul" data-testid="menu-search-history">
                {history.map((h) =>
                  row(h.value, term(h.value), () => jump({ MENU_NAME: h.value, MENU_URL: h.url, ACCESS_FLAG: currentAccess(h.url, h.FLAG, sessionStore.getState().menus.byPath) }), 'menu-search-history-item'),
                )}
              </Box>
            </Stack>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
