import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { completeChinese } from '@/i18n/index.ts';
import { shellRoutes } from '@/routing/manifest/shell.ts';
import type { RouteMeta } from '@/routing/meta.ts';
import ErrorPage from '@/shell/ErrorPage.tsx';
import { RouteErrorBoundary } from '@/shell/RouteErrorBoundary.tsx';
import { Shell } from '@/shell/Shell.tsx';
import { toRouteObject } from './route-object.tsx';

/** The base path the portal is served under (spec 000 §2); Vite's `base` gives it. */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

const SHELL_ROUTE_ID = 'shell';
const errorMeta: RouteMeta = { layout: 'cover', requiresLogin: false };

/** The routes of the first paint: the root's redirect and the home page. */
function firstPaintRoutes(): RouteObject[] {
  const home = () => import('@/screens/home/index/index.tsx');
  return shellRoutes
    .filter((r) => r.path === '/' || r.path === '/home/index')
    .map((r) => toRouteObject(r, r.redirect ? undefined : home));
}

export function buildRoutes(children: RouteObject[] = firstPaintRoutes()): RouteObject[] {
  return [
    {
      id: SHELL_ROUTE_ID,
      path: '/',
      element: <Shell />,
      errorElement: <RouteErrorBoundary />,
      // the start-up's loading overlay covers the first screen's load
      HydrateFallback: () => null,
      children: [
        ...children,
        { path: 'error/:code', handle: { meta: { ...errorMeta, name: 'error' } }, Component: ErrorPage },
        { path: '*', handle: { meta: { ...errorMeta, name: '404' } }, Component: ErrorPage },
      ],
    },
  ];
}

let patched: Promise<void> | undefined;

/**
 * The root's redirect (spec 000 §2: `/` to /home/index) made on the address before the router starts,
 * query and hash kept. It needs no login and no server, and made as a route it painted the shell with
 * empty content, the footer's QR code in view, until the guard went on: a phone took that image as the
 * largest paint (measured in `npm run bench`, docs/performance.md).
 */
export function redirectRootFirst(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  replace: (url: string) => void,
  basename: string = BASENAME,
): void {
  const root = shellRoutes.find((r) => r.path === '/');
  if (!root?.redirect || root.meta.requiresLogin !== false) return;
  const base = basename === '/' ? '' : basename;
  if (location.pathname !== base && location.pathname !== `${base}/`) return;
  replace(`${base}${root.redirect}${location.search}${location.hash}`);
}

/**
 * The rest of the route table loads on the first navigation the first paint does not know (React
 * Router's route discovery): one chunk with the manifest and the screens' loaders, patched in once,
 * beside the rest of the Chinese texts, which every screen but the home page reads (issue 51 item 6).
 */
export function createRouter() {
  redirectRootFirst(window.location, (url) => {
    window.history.replaceState(window.history.state, '', url);
  });
  return createBrowserRouter(buildRoutes(), {
    basename: BASENAME,
    patchRoutesOnNavigation: ({ patch }) => {
      patched ??= Promise.all([import('./routes.ts'), completeChinese()]).then(
        ([{ manifestRouteObjects }]) => {
          patch(SHELL_ROUTE_ID, manifestRouteObjects());
        },
        (error: unknown) => {
          patched = undefined; // a failed load (offline) is tried again on the next navigation
          throw error;
        },
      );
      return patched;
    },
  });
}
