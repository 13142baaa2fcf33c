import { Box, Input, Stack, Text } from '@chakra-ui/react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { useNavigate } from 'react-router-dom';
import { browserStorage } from '@/api/browser-storage.ts';
import { send } from '@/api/client.ts';
import { searchMenuListQry } from '@/api/generated/areas/search/sdk.gen.ts';
import type { MenuItem } from '@/api/generated/areas/menu/types.gen.ts';
import { sessionStore } from '@/session/store.ts';
import { checkMenuJump, currentAccess, searchHits } from './rules/menu-jump.ts';
import { addToHistory, readHistory, type SearchHistoryEntry, writeHistory } from './rules/search-history.ts';
import { notify } from './toast.ts';

/**
 * The header's menu search (spec 000 §3, §4, §5): Enter with a non-empty value asks
 * searchMenuListQry; no match empties the hot list. A jump needs ACCESS_FLAG '1' (and a company
 * administrator for /businessAdmin), else 无操作权限. Used menus go to the history: newest first,
 * no duplicate name, at most 8, in localStorage.
 */
export function MenuSearch() {
  const { t, term } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [results, setResults] = useState<MenuItem[]>();
  const [history, setHistory] = useState<SearchHistoryEntry[]>(() => readHistory(browserStorage('local')));
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const searchId = useRef(0);
  const panelId = useId();

  const search = async () => {
    const word = value.trim();
    if (!word) return;
    const id = ++searchId.current;
    setBusy(true);
    setOpen(true);
    try {
      const body = await send(searchMenuListQry, { MENU_MNAME: word, CHNL: 'ET' });
      if (id === searchId.current) setResults(searchHits(body?.MENU_LIST));
    } catch {
      // the request layer showed the error toast; the hot list empties, the typed text stays
      if (id === searchId.current) setResults([]);
    } finally {
      if (id === searchId.current) setBusy(false);
    }
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
    if (e.key === 'Enter') void search();
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
      <Input
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
