import { type ComponentType, createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { ManifestRoute } from '@/routing/manifest/define.ts';
import { resolveLayout, type RouteHandle } from '@/routing/meta.ts';
import { OwnRoute } from '@/routing/own-route.ts';
import { defaultLayoutParts } from '@/shell/default-layout.tsx';
import type { ScreenModule } from './screens.ts';

/** A redirect's screen: nothing, while the guard performs it. */
function Redirecting() {
  return null;
}

/** The screen inside its own route's context: a kept-alive instance keeps reading its route, not the current one. */
function ownRouteScreen(Screen: ComponentType, handle: RouteHandle): ComponentType {
  return function OwnRouteScreen() {
    return createElement(OwnRoute.Provider, { value: handle }, createElement(Screen));
  };
}

/**
 * A manifest entry as a route object: its meta, pattern, title and redirect in the handle. A redirect
 * has no screen: the guard performs it (GuardedOutlet), so a redirect is checked like any navigation.
 */
export function toRouteObject(route: ManifestRoute, load: (() => Promise<ScreenModule>) | undefined): RouteObject {
  const handle: RouteHandle = {
    meta: route.meta,
    pattern: route.path,
    title: route.title,
    ...(route.redirect ? { redirect: route.redirect } : {}),
    ...(route.actions ? { actions: route.actions } : {}),
    ...(route.operations ? { operations: route.operations } : {}),
    ...(route.view ? { view: route.view } : {}),
    ...(route.link ? { link: route.link } : {}),
    ...(route.back ? { back: route.back } : {}),
    ...(route.keys ? { keys: route.keys } : {}),
  };
  const base = route.path === '/' ? { index: true as const } : { path: route.path.replace(/^\//, '') };
  if (route.redirect) return { ...base, handle, Component: Redirecting };
  if (!load) throw new Error(`route ${route.path} is hand-written (view: own) and has no screen file (src/screens${route.path}/index.tsx)`);
  // the screen's chunk and its operations' area modules (issue 41), side by side; the kit's loader is
  // itself loaded here, not in the first paint's chunks
  const operations = route.operations ?? [];
  const loadOperations = async () => (await import('@/kit/bound-operation.ts')).loadOperations(operations);
  return {
    ...base,
    handle,
    lazy: async () => {
      // a route of the default layout brings its left menu and breadcrumb, beside its screen; their
      // chunk not arriving fails no screen (the shell keeps their place until a later route gets them)
      const layoutParts = resolveLayout(route.meta, null) === 'default' ? defaultLayoutParts.load().catch(() => undefined) : undefined;
      const [module] = await Promise.all([load(), operations.length > 0 ? loadOperations() : undefined, layoutParts]);
      return { Component: ownRouteScreen(module.default, handle) };
    },
  };
}
