import { Box, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { browserStorage } from '@/api/browser-storage.ts';
import { useCall } from '@/api/queries.ts';
import { searchMenuListQry } from '@/api/generated/areas/search/sdk.gen.ts';
import type { MenuItem } from '@/api/generated/areas/menu/types.gen.ts';
import { useTranslation } from '@/i18n/index.ts';
import { sessionStore } from '@/session/store.ts';
import { checkMenuJump, currentAccess, searchHits } from './rules/menu-jump.ts';
import { addToHistory, readHistory, type SearchHistoryEntry, writeHistory } from './rules/search-history.ts';
import { notify } from './toast.ts';
import { DROPDOWN_PANEL } from './dropdown-panel.ts';

/** The word the user asked for, and how many times (each Enter asks the bank again). */
export interface AskedSearch {
  word: string;
  attempt: number;
}

interface MenuSearchPanelProps {
  id: string;
  asked: AskedSearch | undefined;
  onClose: () => void;
}

/**
 * The menu search's open panel (spec 000 §3, §4, §5): the hits of the word asked (searchMenuListQry;
 * no match empties the hot list) and the history. A jump needs ACCESS_FLAG '1' (and a company
 * administrator for /businessAdmin), else 无操作权限. Used menus go to the history: newest first, no
 * duplicate name, at most 8, in localStorage. The answers are the one data cache's (src/api/queries.ts,
 * ADR 0010); each Enter asks anew. Loaded when the search box is first focused (MenuSearch.tsx).
 */
export function MenuSearchPanel({ id, asked, onClose }: MenuSearchPanelProps) {
  const { t, term } = useTranslation();
  const navigate = useNavigate();
  const [history, setHistory] = useState<SearchHistoryEntry[]>(() => readHistory(browserStorage('local')));
  const answer = useCall(
    searchMenuListQry,
    { MENU_MNAME: asked?.word ?? '', CHNL: 'ET' },
    { enabled: asked !== undefined, silent: false, tag: String(asked?.attempt ?? 0) },
  );
  const busy = asked !== undefined && !answer.done;
  // a failure was toasted by the request layer: the hot list empties, the typed text stays
  const hits = answer.done && !answer.failed ? searchHits(answer.data?.MENU_LIST) : [];
  const results = asked === undefined ? undefined : hits;

  const jump = (menu: Pick<MenuItem, 'ACCESS_FLAG' | 'MENU_URL' | 'MENU_NAME'>) => {
    const check = checkMenuJump(menu, sessionStore.getState().userInfo?.COMP_USER_TYPE);
    if (!check.ok) {
      notify({ type: 'error', title: t('header.noPermission') });
      return;
    }
    const next = addToHistory(history, { value: menu.MENU_NAME, type: 'url', url: check.url, FLAG: menu.ACCESS_FLAG ?? '' });
    setHistory(next);
    writeHistory(browserStorage('local'), next);
    onClose();
    void navigate(check.url);
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
      id={id}
      position="absolute"
      top="100%"
      left="0"
      right="0"
      mt="1"
      {...DROPDOWN_PANEL}
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
  );
}
