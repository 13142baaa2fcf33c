/**
 * Route meta (spec 000 §2, spec 001 §2): what the shell needs to know about a route besides
 * its screen. Pure data; the router and the shell read it.
 */
import type { OperationId } from '@/api/generated/operations.ts';

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
  /**
   * A record's page, opened from a row of its list (…详情, …/details, …Detail): a route, with its menu
   * for the access check and the breadcrumb, but no item of the side menu or the search (issue 49 item 3).
   */
  detail?: boolean;
  /**
   * Another spelling of a route the spec gives twice (issue 38: `/mine/personalCenter` and
   * `/mine/personalCenter/personalCenter`): it leads to the other, and is not one of the spec's redirects.
   */
  alias?: boolean;
  /**
   * Request values the route decides, not the user: a supply chain's AUTH_METHOD follows from its
   * product (spec 000 §7: 1 loan chain, 2 order finance), so a repayment cannot be signed under the
   * other product's service code. The screen's form neither shows nor lets anyone change them.
   */
  fixedValues?: Readonly<Record<string, string>>;
}

/** Whether and by whom this page is framed (Shell reads it from the window). */
export interface Embedding {
  /** window.top !== window.self. */
  framed: boolean;
  /** The framing page's origin (location.ancestorOrigins, else document.referrer); undefined when unknown. */
  parentOrigin?: string | undefined;
  /** Origins allowed to frame the portal: the sibling applications' and the portal's own. */
  allowedOrigins: readonly string[];
}

const TOP_LEVEL: Embedding = { framed: false, allowedOrigins: [] };

/**
 * Whether `?layout=iframe` may hide the header and Safe Exit (issue 15 finding 5): only on a route
 * the manifest marks iframe, and only when the page really is framed by an allowed origin. Anywhere
 * else a page of the portal framed by another site would lose its header for a clickjacking overlay.
 */
export function iframeParamAllowed(meta: RouteMeta | undefined, embedding: Embedding): boolean {
  return meta?.layout === 'iframe' && embedding.framed && embedding.parentOrigin !== undefined &&
    embedding.allowedOrigins.includes(embedding.parentOrigin);
}

/**
 * The layout a route renders in: a valid `layout` query parameter wins (`iframe` only where
 * iframeParamAllowed), then the route's meta, then the default layout (spec 000 §2). An unknown
 * query value is ignored.
 */
export function resolveLayout(
  meta: RouteMeta | undefined,
  layoutParam: string | null,
  embedding = TOP_LEVEL,
): LayoutName {
  const valid = layoutParam && (LAYOUTS as readonly string[]).includes(layoutParam);
  if (valid && (layoutParam !== 'iframe' || iframeParamAllowed(meta, embedding))) return layoutParam as LayoutName;
  return meta?.layout ?? 'default';
}

/** The origin of an absolute URL, or undefined. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Where a screen's further operation is performed (issue 37): `row` on each row of its query's
 * results (the row's fields fill the action's form), `button` opens the action's form below the
 * screen's own, `tab` offers it as an alternative to the screen's main form.
 */
export type ActionPlace = 'row' | 'button' | 'tab';

export interface ScreenAction {
  /** An operationId of the contract. */
  readonly operation: OperationId;
  readonly place: ActionPlace;
  /** The control's text (签收, 驳回, 充值…) and the heading of the action's form. */
  readonly label: string;
  /** A row action's request fields taken from differently named row fields: request field -> row field. */
  readonly from?: Readonly<Record<string, string>>;
  /** Constants of the action's request (a delete's OPERATE_TYPE): fixed, not shown. */
  readonly values?: Readonly<Record<string, string>>;
  /** A row action is offered on the rows whose field holds one of these values. */
  readonly when?: Readonly<Record<string, readonly string[]>>;
}

/** A link on each row of a query's results to the record's screen: `to?KEY=<the row's KEY>&…`. */
export interface RowLink {
  readonly label: string;
  readonly to: string;
  /** The row's fields that name the record. */
  readonly key: string | readonly string[];
}

/** A record screen's way back to its list. */
export interface BackLink {
  readonly label: string;
  readonly to: string;
}

/**
 * What the kit renders for a route (src/kit/RouteScreen.tsx). Without a view, the kind of the route's
 * first operation decides (signed, query, form; none: the info screen). `instruction`: one instruction
 * and its authorization; `record`: one record of the first operation, found by `keys` in the URL; `own`:
 * a hand-written screen file, which the kit does not render.
 */
export type ScreenView = 'instruction' | 'record' | 'own';

/** What every route object carries in its `handle`. */
export interface RouteHandle {
  meta: RouteMeta;
  /** The route's path as the manifest spells it (`:name` for a parameter). */
  pattern?: string;
  /** The screen's heading. */
  title?: string;
  /** The redirect target ("to"): the guard performs it (spec 001 §4). */
  redirect?: string;
  /** The screen's further operations and their controls (issue 37). */
  actions?: readonly ScreenAction[];
  /** The contract operations the screen uses, the first being its main one. */
  operations?: readonly OperationId[];
  view?: ScreenView;
  link?: RowLink;
  back?: BackLink;
  keys?: readonly string[];
}
