/**
 * The default layout's left menu and breadcrumb load on demand (issue 51 item 6): the home page's cover
 * layout shows neither, so they are not in the first paint (about 2 KB gzip). A route of the default layout
 * loads them beside its screen (src/app/route-object.tsx), so the router has them by the time it renders
 * the route; until then (a layout asked for by `?layout=default`, or a chunk that failed to arrive) the
 * shell keeps their place with a box of the same size, so nothing moves when they come, and the
 * content stays usable.
 */
import { Box } from '@chakra-ui/react';
import { browserStorage } from '@/api/browser-storage.ts';
import { onDemand } from '@/ui/on-demand.ts';
import { isNarrow } from './narrow-window.ts';
import { readCollapsed } from './rules/side-menu.ts';

/** The left menu and the breadcrumb: loaded once; a failed load is asked again by the next route that wants them. */
export const defaultLayoutParts = onDemand(() => import('./DefaultLayoutParts.tsx'));

/** The left menu's place while it loads: its width, collapsed or open as it will be. */
export function SideMenuPlace() {
  const collapsed = readCollapsed(browserStorage('session'), isNarrow());
  return <Box w={collapsed ? '10' : '52'} flexShrink={0} borderEndWidth="1px" bg="bg.subtle" aria-hidden="true" />;
}

/** The breadcrumb's place while it loads: its height. */
export function BreadcrumbPlace() {
  return <Box h="46px" borderBottomWidth="1px" aria-hidden="true" />;
}
