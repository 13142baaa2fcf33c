import { Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { sessionStore } from '../session/store.ts';
import { useMatches, useSearchParams } from 'react-router-dom';
import { type RouteHandle, type RouteMeta, resolveLayout } from '../routing/meta.ts';
import { GuardedOutlet } from './GuardedOutlet.tsx';
import { LoginOverlay } from './LoginOverlay.tsx';
import { SafeExit } from './SafeExit.tsx';

/** The innermost matched route's meta. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.meta) return handle.meta;
  }
  return undefined;
}

/**
 * The default layout's top bar until the header of the shell UI: product name, the user, Safe Exit.
 */
function TopBar() {
  const { t } = useTranslation();
  const user = useStore(sessionStore, (s) => s.userInfo);
  const loggedIn = useStore(sessionStore, (s) => s.loginFlag);
  return (
    <HStack as="header" justify="space-between" px="6" py="2" borderBottomWidth="1px">
      <Text fontWeight="semibold">{t('app.productName')}</Text>
      {loggedIn ? (
        <HStack>
          <Text data-testid="top-user">{user?.USER_NAME}</Text>
          <SafeExit />
        </HStack>
      ) : null}
    </HStack>
  );
}

/**
 * Chooses the layout by route meta or the `layout` query parameter (spec 000 §2). Cover and
 * iframe show the content only; the default layout's menus and breadcrumb come with the shell UI.
 */
export function Shell() {
  const meta = useRouteMeta();
  const [search] = useSearchParams();
  const layout = resolveLayout(meta, search.get('layout'));
  return (
    <Box minH="100vh" data-layout={layout}>
      {layout === 'default' ? <TopBar /> : null}
      <GuardedOutlet />
      <LoginOverlay />
    </Box>
  );
}
