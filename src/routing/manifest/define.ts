/**
 * The route manifest's shape (spec 001 §2): every route of the portal as plain data. A manifest file
 * imports nothing but types: the app layer finds each route's screen by path convention
 * (src/app/screens.ts), so the routing layer never reaches up into screens.
 */
import type { OperationId } from '@/api/generated/operations.ts';
import type { RouteMeta, ScreenAction } from '../meta.ts';

export type { ActionPlace, ScreenAction } from '../meta.ts';

export interface ManifestRoute {
  /** The path as spec 001 §2 spells it (typos included); `:name` marks a route parameter. */
  readonly path: string;
  /** The Chinese heading of the screen and the name of its menu. */
  readonly title: string;
  readonly meta: RouteMeta;
  /** Redirect target ("to" in spec 001 §2): an absolute portal path. */
  readonly redirect?: string;
  /**
   * The contract operations the screen uses, the first being its main one; the actions' operations
   * follow the ones the entry names.
   */
  readonly operations?: readonly OperationId[];
  /** The screen's further operations and the control each is performed from (issue 37). */
  readonly actions?: readonly ScreenAction[];
}

/** A row action's mapping and condition. */
export type RowActionOptions = Pick<ScreenAction, 'from' | 'when' | 'values'>;

/** Builders of a screen's actions: `row('billRejectSub', '驳回', { from: { BILL_NOS: 'BILL_NO' } })`. */
export const row = (operation: OperationId, label: string, options: RowActionOptions = {}): ScreenAction =>
  ({ operation, place: 'row', label, ...options });
export const button = (operation: OperationId, label: string, values?: ScreenAction['values']): ScreenAction =>
  ({ operation, place: 'button', label, ...(values ? { values } : {}) });
export const tab = (operation: OperationId, label: string): ScreenAction => ({ operation, place: 'tab', label });

/** A screen's meta and, beside it, the operations it is bound to and its actions. */
export type ScreenOptions = RouteMeta & { operations?: readonly OperationId[]; actions?: readonly ScreenAction[] };

/**
 * Entry builders for the routes under one area path: `screen('myAccount', '我的账户')` is
 * `/account/myAccount`; `screen('eBatch', '单笔转账', { operations: ['transferSub'] })` binds it;
 * `to('', 'myAccount', '账户管理')` redirects `/account` to `/account/myAccount`. A target that starts
 * with `/` is absolute.
 */
export function area(base: string) {
  const full = (path: string) => (path === '' ? base : path.startsWith('/') ? path : `${base}/${path}`);
  return {
    screen: (path: string, title: string, options: ScreenOptions = {}): ManifestRoute => {
      const { operations, actions, ...meta } = options;
      const all = [...new Set([...(operations ?? []), ...(actions ?? []).map((a) => a.operation)])];
      const bound = { ...(all.length ? { operations: all } : {}), ...(actions ? { actions } : {}) };
      return { path: full(path), title, meta, ...bound };
    },
    to: (path: string, target: string, title: string, meta: RouteMeta = {}): ManifestRoute => ({
      path: full(path),
      title,
      meta,
      redirect: full(target),
    }),
    /** The spec's other spelling of a route: `alias('personalCenter', 'personalCenter/personalCenter', …)`. */
    alias: (path: string, target: string, title: string): ManifestRoute => ({
      path: full(path),
      title,
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
