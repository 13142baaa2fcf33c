/**
 * The menu access check (spec 000 §5, spec 001 §5), the local part: what can be decided without
 * the server. Pure.
 */
import type { MenuItem } from './menus.ts';

export const MENU_ID_THRESHOLD = 11;
/** Ids still allowed under an electronic-order block (spec 000 §5). */
export const E_ORDER_EXCEPTION_IDS: ReadonlySet<string> = new Set([
  '10400000000', '10401000000', '10402000000', '10404000000', '10404020000', '10404050000', '10201000000', '10202020000',
]);

export interface AccessSession {
  loggedIn: boolean;
  /** The electronic-order check (A3S/A3SP), when it ran. */
  elecOrder?: { IS_HAVE: string; TYPE: string } | undefined;
}

export type LocalAccess =
  /** Allowed without asking the server (short id, or logged out). */
  | 'allow'
  /** IS_NEED_LOGIN Y while logged out. */
  | 'needsLogin'
  /** Blocked by an electronic order (TYPE 2, IS_HAVE Y): show the order guide. */
  | 'eOrder'
  /** The server's authority check decides. */
  | 'askServer';

export function isElecOrderBlocked(session: AccessSession): boolean {
  return session.elecOrder?.TYPE === '2' && session.elecOrder.IS_HAVE === 'Y';
}

export function localAccess(menu: Pick<MenuItem, 'MENU_ID' | 'IS_NEED_LOGIN'>, session: AccessSession): LocalAccess {
  if (menu.IS_NEED_LOGIN === 'Y' && !session.loggedIn) return 'needsLogin';
  if (!session.loggedIn || menu.MENU_ID.length < MENU_ID_THRESHOLD) return 'allow';
  if (isElecOrderBlocked(session) && !E_ORDER_EXCEPTION_IDS.has(menu.MENU_ID)) return 'eOrder';
  return 'askServer';
}
