/**
 * Every route of the manifest as route objects, patched into the router on the first navigation
 * beyond the first paint (src/app/router.tsx): the route table and the screens' loaders stay out of
 * the initial bundle.
 */
import type { RouteObject } from 'react-router-dom';
import { MANIFEST } from '@/routing/manifest/index.ts';
import { toRouteObject } from './route-object.tsx';
import { screenLoader } from './screens.ts';

export function manifestRouteObjects(): RouteObject[] {
  return MANIFEST.map((route) => toRouteObject(route, screenLoader(route)));
}
