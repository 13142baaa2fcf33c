/**
 * Route meta (spec 000 §2, spec 001 §2): what the shell needs to know about a route besides
 * its screen. Pure data; the router and the shell read it.
 */
export type LayoutName = 'default' | 'cover' | 'iframe';
export const LAYOUTS: readonly LayoutName[] = ['default', 'cover', 'iframe'];

export interface RouteMeta {
  /** Route name, where the spec gives one (home, 401). */
  name?: string;
  layout?: LayoutName;
  /** Routes require login unless they say otherwise (spec 000 §4). */
  requiresLogin?: boolean;
  /** The left sidebar is fixed open. */
  fixedSidebar?: boolean;
  hideFooter?: boolean;
  /** Do not scroll the content to the top on route change. */
  noScrollTop?: boolean;
  /** Keep the screen mounted while hidden (spec 001 §2 "kept alive"). */
  keepAlive?: boolean;
  /** How the login flow starts for this route when logged out (default: the login step). */
  loginEntry?: 'login' | 'ukey';
  /** Not shown in menus (spec 001 §2 "hidden"). */
  hidden?: boolean;
}

/**
 * The layout a route renders in: a valid `layout` query parameter wins, then the route's
 * meta, then the default layout (spec 000 §2). An unknown query value is ignored.
 */
export function resolveLayout(meta: RouteMeta | undefined, layoutParam: string | null): LayoutName {
  if (layoutParam && (LAYOUTS as readonly string[]).includes(layoutParam)) return layoutParam as LayoutName;
  return meta?.layout ?? 'default';
}

/** What every route object carries in its `handle`. */
export interface RouteHandle {
  meta: RouteMeta;
  /** The route's path as the manifest spells it (`:name` for a parameter). */
  pattern?: string;
  /** The screen's heading. */
  title?: string;
  /** The redirect target ("to"): the guard performs it (spec 001 §4). */
  redirect?: string;
}
