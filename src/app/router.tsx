import { createBrowserRouter, type RouteObject, redirect } from 'react-router-dom';
import { crossTreasureRoutes } from '../routing/manifest/crossTreasure.ts';
import { type ManifestRoute, shellRoutes } from '../routing/manifest/shell.ts';
import type { RouteHandle, RouteMeta } from '../routing/meta.ts';
import ErrorPage from '../shell/ErrorPage.tsx';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary.tsx';
import { Shell } from '../shell/Shell.tsx';

/** The base path the portal is served under (spec 000 §2); Vite's `base` gives it. */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

function toRouteObject(route: ManifestRoute): RouteObject {
  const handle: RouteHandle = { meta: route.meta };
  const path = route.path === '/' ? undefined : route.path.replace(/^\//, '');
  const base = path === undefined ? { index: true as const } : { path };
  if (route.redirect) {
    const target = route.redirect;
    return { ...base, handle, loader: () => redirect(target) };
  }
  const load = route.load;
  if (!load) throw new Error(`route ${route.path} has neither a screen nor a redirect`);
  return { ...base, handle, lazy: async () => ({ Component: (await load()).default }) };
}

const errorMeta: RouteMeta = { layout: 'cover', requiresLogin: false };

/** Every area's routes (src/routing/manifest/, one file per area). */
export const manifest: ManifestRoute[] = [...shellRoutes, ...crossTreasureRoutes];

export function buildRoutes(routes: ManifestRoute[] = manifest): RouteObject[] {
  return [
    {
      path: '/',
      element: <Shell />,
      errorElement: <RouteErrorBoundary />,
      children: [
        ...routes.map(toRouteObject),
        { path: 'error/:code', handle: { meta: { ...errorMeta, name: 'error' } }, Component: ErrorPage },
        { path: '*', handle: { meta: { ...errorMeta, name: '404' } }, Component: ErrorPage },
      ],
    },
  ];
}

export function createRouter() {
  return createBrowserRouter(buildRoutes(), { basename: BASENAME });
}
