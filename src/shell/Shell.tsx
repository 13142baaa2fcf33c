import { Box } from '@chakra-ui/react';
import { Outlet, useMatches, useSearchParams } from 'react-router-dom';
import { type RouteHandle, type RouteMeta, resolveLayout } from '../routing/meta.ts';

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
 * Chooses the layout by route meta or the `layout` query parameter (spec 000 §2). Cover and
 * iframe show the content only; the default layout's menus and breadcrumb come with the shell UI.
 */
export function Shell() {
  const meta = useRouteMeta();
  const [search] = useSearchParams();
  const layout = resolveLayout(meta, search.get('layout'));
  return (
    <Box minH="100vh" data-layout={layout}>
      <Outlet />
    </Box>
  );
}
