import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/index.ts';
import { Link as RouterLink } from 'react-router-dom';
import { useStore } from 'zustand';
import { bankBranchQry } from '@/api/generated/areas/common/sdk.gen.ts';
import { OPERATION_LEVELS } from '@/api/generated/levels.ts';
import { isPermitted } from '@/routing/permission.ts';
import { sessionStore } from '@/session/store.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MenuSearch } from './MenuSearch.tsx';
import { LINK_PX, QuickLinks } from './QuickLinks.tsx';
import { Data } from '@/ui/data.tsx';
import { signedInParts } from './signed-in.ts';
import { TopMenu } from './TopMenu.tsx';
import { useCall } from '@/api/queries.ts';

/** Branch lookup is for A3S and A3SP only (spec 000 §6): bankBranchQry's levels in the contract (issue 48 item 1). */
export const BRANCH_LEVELS = OPERATION_LEVELS.bankBranchQry;

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

/**
 * Each row's height, fixed, so that the start-up splash (src/app/boot.css) draws the same header
 * whatever the font's metrics (issue 49 item 9): the brand's two lines, the search box, the links.
 */
export const HEADER_ROWS = { brand: '42px', search: '36px', links: '36px' } as const;

/**
 * The header (spec 000 §2): logo, branch name plus product name, the menu search, the quick links,
 * the language, the user and Safe Exit when logged in; the horizontal top menu below. Three rows on a
 * phone (brand; search; links), two from 768 px (brand and search; links), one from 1024 px; the links'
 * row never wraps: on a phone too narrow for it, it scrolls sideways (issue 49 item 9: with a CJK font
 * it wrapped into a fourth row, 48 px more than the splash).
 */
export function Header() {
  const { t } = useTranslation();
  const loggedIn = useStore(sessionStore, (s) => s.loginFlag);
  const userName = useStore(sessionStore, (s) => s.userInfo?.USER_NAME);
  const userId = useStore(sessionStore, (s) => (s.loginFlag ? (s.userInfo?.USER_ID ?? '') : ''));
  const branch = useBranchName();
  // Safe Exit's code comes with the login (src/shell/signed-in.ts)
  const signedIn = signedInParts.useLoaded(loggedIn);
  return (
    <Box as="header" bg="red.800" color="white" data-testid="header">
      <Flex maxW="1366px" mx="auto" px={{ base: '3', sm: '4' }} py="2" align="center" columnGap="4" rowGap="2" wrap={{ base: 'wrap', lg: 'nowrap' }}>
        <RouterLink to="/home/index" aria-label={t('menu.home')} style={{ flexShrink: 0 }}>
          <HStack gap="2" h={HEADER_ROWS.brand} minW="0">
            <Logo />
            <Box minW="0" maxW={{ base: '52', sm: '72' }}>
              <Text fontWeight="bold" lineHeight="22px" truncate data-testid="branch-name">
                {branch === undefined ? t('app.bankName') : <Data>{branch}</Data>}
              </Text>
              <Text fontSize="sm" lineHeight="20px" truncate>{t('app.productName')}</Text>
            </Box>
          </HStack>
        </RouterLink>
        <Box flex="1" />
        {/* another user (or none) starts from the stored history, which logout clears (issue 15 finding 12) */}
        <Box flexBasis={{ base: 'full', md: 'auto' }} flexShrink={0} h={HEADER_ROWS.search}>
          <MenuSearch key={userId} />
        </Box>
        <HStack
          gap="2"
          h={HEADER_ROWS.links}
          flexBasis={{ base: 'full', lg: 'auto' }}
          flexShrink={1}
          minW="0"
          overflowX="auto"
          overflowY="hidden"
          scrollbarWidth="none"
          data-testid="header-links"
        >
          <QuickLinks />
          <LanguageSwitch px={LINK_PX} flexShrink={0} />
          {loggedIn ? (
            <HStack gap="2" flexShrink={0}>
              <Text fontSize="sm" whiteSpace="nowrap" hideBelow="sm" data-testid="top-user">
                <Box as="span" srOnly>{t('header.user')}</Box>
                <Data>{userName}</Data>
              </Text>
              {signedIn ? <signedIn.SafeExit /> : null}
            </HStack>
          ) : null}
        </HStack>
      </Flex>
      <TopMenu />
    </Box>
  );
}
