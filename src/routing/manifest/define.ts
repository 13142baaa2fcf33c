/**
 * The route manifest's shape (spec 001 §2): every route of the portal as plain data. A manifest file
 * imports nothing but types: the app layer finds each route's screen by path convention
 * (src/app/screens.ts), so the routing layer never reaches up into screens.
 */
import type { OperationId } from '@/api/generated/operations.ts';
import type { BackLink, RouteMeta, RowLink, ScreenAction, ScreenView } from '../meta.ts';

export type { ActionPlace, BackLink, RowLink, ScreenAction, ScreenView } from '../meta.ts';

/** What the kit reads of a screen from its route, beside the title: none of it is repeated in a screen file. */
export interface ScreenData {
  /**
   * The contract operations the screen uses, the first being its main one; the actions' operations
   * follow the ones the entry names.
   */
  readonly operations?: readonly OperationId[];
  /** The screen's further operations and the control each is performed from (issue 37). */
  readonly actions?: readonly ScreenAction[];
  /** What the kit renders, when the first operation's kind does not say (RouteScreen). */
  readonly view?: ScreenView;
  /** A query's link on each row to the record's screen. */
  readonly link?: RowLink;
  /** A record's or an instruction's way back to its list. */
  readonly back?: BackLink;
  /** A record's fields, read from the URL, that find it. */
  readonly keys?: readonly string[];
}

export interface ManifestRoute extends ScreenData {
  /** The path as spec 001 §2 spells it (typos included); `:name` marks a route parameter. */
  readonly path: string;
  /** The Chinese heading of the screen and the name of its menu. */
  readonly title: string;
  /** The title's English (en-US), beside it: headings, menus and breadcrumbs in English. */
  readonly en: string;
  readonly meta: RouteMeta;
  /** Redirect target ("to" in spec 001 §2): an absolute portal path. */
  readonly redirect?: string;
}

/** A row action's mapping and condition. */
export type RowActionOptions = Pick<ScreenAction, 'from' | 'when' | 'values'>;

/** Builders of a screen's actions: `row('billRejectSub', '驳回', { from: { BILL_NOS: 'BILL_NO' } })`. */
export const row = (operation: OperationId, label: string, options: RowActionOptions = {}): ScreenAction =>
  ({ operation, place: 'row', label, ...options });
export const button = (operation: OperationId, label: string, values?: ScreenAction['values']): ScreenAction =>
  ({ operation, place: 'button', label, ...(values ? { values } : {}) });
export const tab = (operation: OperationId, label: string): ScreenAction => ({ operation, place: 'tab', label });

/** A route's English title. */
export interface English {
  readonly en: string;
}

/** A screen's English title, its meta and, beside them, what the kit reads of it (ScreenData). */
export type ScreenOptions = RouteMeta & ScreenData & English;

/**
 * Entry builders for the routes under one area path: `screen('myAccount', '我的账户', { en: 'My accounts' })`
 * is `/account/myAccount`; `screen('eBatch', '单笔转账', { en: 'Single transfer', operations: ['transferSub'] })`
 * binds it; `to('', 'myAccount', '账户管理', { en: 'Accounts' })` redirects `/account` to `/account/myAccount`.
 * A target that starts with `/` is absolute.
 */
export function area(base: string) {
  const full = (path: string) => (path === '' ? base : path.startsWith('/') ? path : `${base}/${path}`);
  return {
    screen: (path: string, title: string, options: ScreenOptions): ManifestRoute => {
      const { en, operations, actions, view, link, back, keys, ...meta } = options;
      const all = [...new Set([...(operations ?? []), ...(actions ?? []).map((a) => a.operation)])];
      const data = {
        ...(all.length ? { operations: all } : {}), ...(actions ? { actions } : {}), ...(view ? { view } : {}),
        ...(link ? { link } : {}), ...(back ? { back } : {}), ...(keys ? { keys } : {}),
      };
      return { path: full(path), title, en, meta, ...data };
    },
    to: (path: string, target: string, title: string, options: RouteMeta & English): ManifestRoute => {
      const { en, ...meta } = options;
      return { path: full(path), title, en, meta, redirect: full(target) };
    },
    /** The spec's other spelling of a route: `alias('personalCenter', 'personalCenter/personalCenter', …)`. */
    alias: (path: string, target: string, title: string, { en }: English): ManifestRoute => ({
      path: full(path),
      title,
      en,
      meta: { hidden: true, alias: true },
      redirect: full(target),
    }),
  };
}

/** Kept alive (spec 001 §2): the screen keeps its state when the user navigates away and back. */
export const keepAlive: RouteMeta = { keepAlive: true };
/** Cover layout: content only, with the header. */
export const cover: RouteMeta = { layout: 'cover' };
/** Embedded-frame layout: content only. */
export const iframe: RouteMeta = { layout: 'iframe' };
/** Open to visitors (routes require login unless they say otherwise, spec 000 §4). */
export const open: RouteMeta = { requiresLogin: false };
/** Not shown in menus. */
export const hidden: RouteMeta = { hidden: true };
/** A record's page, opened from its list: no side-menu item (issue 49 item 3). */
export const detail: RouteMeta = { detail: true };
