import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { bankBranchQry } from '@/api/generated/areas/common/sdk.gen.ts';
import { isPermitted } from '@/routing/permission.ts';
import { sessionStore } from '@/session/store.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MenuSearch } from './MenuSearch.tsx';
import { QUICK_LINK_KEYS, type QuickLinkId, quickLinksFor } from './rules/quick-links.ts';
import { Data } from '@/ui/data.tsx';
import { SafeExit } from './SafeExit.tsx';
import { ShellButton } from './ShellButton.tsx';
import { runQuickLink } from './shell-actions.ts';
import { TopMenu } from './TopMenu.tsx';
import { useCall } from '@/api/queries.ts';

/** Branch lookup is for A3S and A3SP only (spec 000 §6). */
export const BRANCH_LEVELS = 'A3S;A3SP';

/** The user's branch name (bankBranchQry QRY_TYPE '0'); the first club of the list is the user's (provisional). */
function useBranchName(): string | undefined {
  const level = useStore(sessionStore, (s) => (s.loginFlag ? s.userInfo?.USER_INDVATTELVL : undefined));
  const allowed = isPermitted(level, BRANCH_LEVELS);
  // on failure the generic bank name stays
  return useCall(bankBranchQry, { QRY_TYPE: '0' }, { enabled: allowed }).data?.CLUB_LIST[0]?.LINE_CLUB_NAME;
}

function Logo() {
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <rect width="36" height="36" rx="8" fill="#b91c1c" />
      <path d="M9 26V12l9-4 9 4v14h-5v-8h-8v8z" fill="#fff" />
    </svg>
  );
}

function QuickLinks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useStore(sessionStore, (s) => s.loginFlag);
  const level = useStore(sessionStore, (s) => s.userInfo?.USER_INDVATTELVL);
  const compUserType = useStore(sessionStore, (s) => s.userInfo?.COMP_USER_TYPE);
  const [moreOpen, setMoreOpen] = useState(false);
  // only the links this user may open (spec 000 §6; issue 49 item 6)
  const { shown, more } = quickLinksFor({ loggedIn, level, compUserType });
  const here = `${location.pathname}${location.search}`;
  const run = (id: QuickLinkId) => {
    setMoreOpen(false);
    runQuickLink(id, (to) => void navigate(to), here);
  };
  const link = (id: QuickLinkId) => (
    <ShellButton key={id} onClick={() => run(id)} data-testid={`quick-link-${QUICK_LINK_KEYS[id]}`}>
      {t(`header.${QUICK_LINK_KEYS[id]}`)}
    </ShellButton>
  );
  return (
    <HStack as="nav" aria-label={t('header.quickLinks')} gap="1" data-testid="quick-links">
      {shown.map(link)}
      {more.length > 0 ? (
        <Box
          position="relative"
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget)) setMoreOpen(false);
          }}
        >
          <Button
            size="xs"
            variant="ghost"
            color="inherit"
            _hover={{ bg: 'whiteAlpha.200' }}
            aria-expanded={moreOpen}
            onClick={() => setMoreOpen((o) => !o)}
            data-testid="quick-link-more"
          >
            {t('header.more')} ▾
          </Button>
          {moreOpen ? (
            <Box position="absolute" right="0" top="100%" mt="1" bg="bg" color="fg" borderWidth="1px" rounded="md" shadow="md" zIndex="dropdown" p="1" minW="36">
              {more.map((id) => (
                <Box key={id}>
                  <Button size="sm" variant="ghost" w="full" justifyContent="flex-start" onClick={() => run(id)} data-testid={`quick-link-${QUICK_LINK_KEYS[id]}`}>
                    {t(`header.${QUICK_LINK_KEYS[id]}`)}
                  </Button>
                </Box>
              ))}
            </Box>
          ) : null}
        </Box>
      ) : null}
    </HStack>
  );
}

/**
 * The header (spec 000 §2): logo, branch name plus product name, the menu search, the quick links,
 * the user and Safe Exit when logged in; the horizontal top menu below.
 */
export function Header() {
  const { t } = useTranslation();
  const loggedIn = useStore(sessionStore, (s) => s.loginFlag);
  const userName = useStore(sessionStore, (s) => s.userInfo?.USER_NAME);
  const userId = useStore(sessionStore, (s) => (s.loginFlag ? (s.userInfo?.USER_ID ?? '') : ''));
  const branch = useBranchName();
  return (
    <Box as="header" bg="red.800" color="white" data-testid="header">
      <Flex maxW="1366px" mx="auto" px="4" py="2" align="center" gap="4" wrap="wrap">
        <RouterLink to="/home/index" aria-label={t('menu.home')}>
          <HStack gap="2">
            <Logo />
            <Box lineHeight="short">
              <Text fontWeight="bold" data-testid="branch-name">{branch === undefined ? t('app.bankName') : <Data>{branch}</Data>}</Text>
              <Text fontSize="sm">{t('app.productName')}</Text>
            </Box>
          </HStack>
        </RouterLink>
        <Box flex="1" />
        {/* another user (or none) starts from the stored history, which logout clears (issue 15 finding 12) */}
        <MenuSearch key={userId} />
        <QuickLinks />
        <LanguageSwitch />
        {loggedIn ? (
          <HStack gap="2">
            <Text fontSize="sm" data-testid="top-user">
              <Box as="span" srOnly>{t('header.user')}</Box>
              <Data>{userName}</Data>
            </Text>
            <SafeExit />
          </HStack>
        ) : null}
      </Flex>
      <TopMenu />
    </Box>
  );
}
