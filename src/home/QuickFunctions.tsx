import { Box, Heading } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/index.ts';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { commonlyFunctionQry } from '@/api/generated/areas/commonly/sdk.gen.ts';
import { startLoginFlow } from '@/session/login-start.ts';
import { sessionStore } from '@/session/store.ts';
import { notify } from '@/shell/toast.ts';
import { DebouncedButton, SHELL_DEBOUNCE_MS } from '@/ui/DebouncedButton.tsx';
import { useCall } from '@/api/queries.ts';
import { commonFunctions, DEFAULT_QUICK_FUNCTIONS, FUNCTION_SET_PATH, type QuickFunction, quickFunctionAction } from './rules.ts';

/**
 * The quick function grid (spec 000 §2, §5): the user's common functions (else the seven defaults),
 * then the custom entry. Logged in, a click needs A3S, A3P or A3SP, else 客户无权限 (info); a
 * visitor sees the defaults as a demo and is asked to log in.
 */
export function QuickFunctions() {
  const { t, term } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useStore(sessionStore, (s) => s.loginFlag);
  const level = useStore(sessionStore, (s) => s.userInfo?.USER_INDVATTELVL);
  const menus = useStore(sessionStore, (s) => s.menus);
  const mine = useCall(commonlyFunctionQry, {}, { enabled: loggedIn }).data?.LIST;
  const list = loggedIn ? commonFunctions(mine, (id) => menus.byId.get(id)?.MENU_URL) : DEFAULT_QUICK_FUNCTIONS;

  const open = (fn: Pick<QuickFunction, 'url'>) => {
    const action = quickFunctionAction(loggedIn, level);
    if (action === 'login') startLoginFlow('login', fn.url);
    else if (action === 'noPermission') notify({ type: 'info', title: t('home.noPermission') });
    else void navigate(fn.url);
  };
  const tile = (key: string, label: string, onClick: () => void, testId: string, title?: string) => (
    <DebouncedButton
      key={key}
      wait={SHELL_DEBOUNCE_MS}
      variant="outline"
      h="20"
      whiteSpace="normal"
      onClick={onClick}
      title={title}
      data-testid={testId}
    >
      {label}
    </DebouncedButton>
  );
  return (
    <Box as="section" aria-labelledby="quick-functions-title" p="5" rounded="md" borderWidth="1px" bg="bg" data-testid="quick-functions">
      <Heading as="h2" id="quick-functions-title" size="md">{t('home.quickFunctions')}</Heading>
      {/* Chakra's SimpleGrid of 2 and 4 columns, as CSS: no grid component in the first paint */}
      <Box display="grid" gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap="3" mt="3">
        {list.map((fn) => tile(fn.url, 'label' in fn ? t(`home.quick.${fn.label}`) : term(fn.name), () => open(fn), 'quick-function', loggedIn ? undefined : t('home.demoHint')))}
        {tile('custom', `＋ ${t('home.custom')}`, () => open({ url: FUNCTION_SET_PATH }), 'quick-function-custom')}
      </Box>
    </Box>
  );
}
