/**
 * The route guard's decision (spec 000 §4, spec 001 §4). Pure: the target, a view of the session
 * and the menu index in; a decision out. src/shell/GuardedOutlet.tsx performs it.
 */
import { localAccess } from './access.ts';
import { departureFor, type DepartureTargets } from './departures.ts';
import { type MenuIndex, type MenuItem, menuForPath } from './menus.ts';
import type { RouteMeta } from './meta.ts';

export interface Target {
  path: string;
  search: string;
  meta: RouteMeta | undefined;
  /** The route's substitute ("to" in spec 001 §2); the query goes along. */
  redirect?: string | undefined;
}

export interface SessionView {
  loggedIn: boolean;
  elecOrder?: { IS_HAVE: string; TYPE: string } | undefined;
}

export type Decision =
  | { kind: 'allow'; menu?: MenuItem | undefined }
  | { kind: 'redirect'; to: string; state?: { message: string } }
  | { kind: 'depart'; url: string }
  | { kind: 'startLogin'; returnTo: string; entry: 'login' | 'ukey' }
  | { kind: 'orderGuide'; menu: MenuItem }
  | { kind: 'askServer'; menu: MenuItem };

export function decide(
  to: Target,
  session: SessionView,
  menus: MenuIndex,
  departures: DepartureTargets = {},
): Decision {
  const here = `${to.path}${to.search}`;
  const url = departureFor(to.path, to.search, departures);
  if (url) return { kind: 'depart', url };
  if (to.redirect) {
    const open = session.loggedIn || to.meta?.requiresLogin === false;
    return open ? { kind: 'redirect', to: `${to.redirect}${to.search}` } : { kind: 'startLogin', returnTo: here, entry: to.meta?.loginEntry ?? 'login' };
  }
  if (to.meta?.requiresLogin !== false && !session.loggedIn) return { kind: 'startLogin', returnTo: here, entry: to.meta?.loginEntry ?? 'login' };
  const menu = menuForPath(menus, to.path, to.search);
  if (!menu) return { kind: 'allow' };
  switch (localAccess(menu, session)) {
    case 'needsLogin':
      return { kind: 'startLogin', returnTo: here, entry: to.meta?.loginEntry ?? 'login' };
    case 'eOrder':
      return { kind: 'orderGuide', menu };
    case 'askServer':
      return { kind: 'askServer', menu };
    case 'allow':
      return { kind: 'allow', menu };
  }
}

/**
 * After the server's authority check: allowed, or the 401 page in the layout, its message in the
 * router state, never in the URL (a URL's text would let anyone word a page on the bank's origin;
 * issue 15 finding 10).
 */
export function afterServerCheck(ok: boolean, message: string, layout = 'cover'): Decision {
  if (ok) return { kind: 'allow' };
  return { kind: 'redirect', to: `/error/401?${new URLSearchParams({ layout }).toString()}`, state: { message } };
}

/**
 * What the server's authority check is asked about, or undefined when there is nothing to ask: the
 * visit (the history entry's key and the path, since an entry pushed outside the router has no key of
 * its own, 'default', and must not reuse a check) and the menu, when the decision is to ask and no login
 * flow runs (the session's user, enterprise and menus are not settled while one does). The decision is
 * computed again whenever the session's user, menus or e-order state change, as they do one after
 * another once a login completes; the same key means the same question, so the server is asked once per
 * visit and menu (spec 000 §5), and again after every login flow, which makes the key undefined first.
 * Not on a visit whose enterprise choice the user closed (`choiceClosed`): for a user with several
 * enterprises and none chosen the check answers 0110, which opens the choice again (spec 000 §4), so
 * asking after each close would reopen the choice the user just closed, for ever.
 */
export function serverCheckKey(
  decision: Decision,
  visit: string,
  flowRunning: boolean,
  choiceClosed = false,
): string | undefined {
  return decision.kind === 'askServer' && !flowRunning && !choiceClosed ? `${visit}|${decision.menu.MENU_ID}` : undefined;
}

/**
 * The screen waits for the user to ask for the enterprise choice again: its decision is to ask the
 * server, and this is the visit the user closed the choice on (`choiceClosedOn`, undefined when no
 * closed choice is pending). It says so and offers the choice, rather than asking (serverCheckKey).
 */
export function awaitsEnterprise(decision: Decision, visit: string, choiceClosedOn: string | undefined): boolean {
  return decision.kind === 'askServer' && choiceClosedOn === visit;
}

export const HOME_PATH = '/home/index';

/**
 * Where a cancelled navigation (the order guide) leaves the user: where they were, or home when
 * they were nowhere yet (the first page of the visit) or already on the blocked page.
 */
export function cancelledNavigationTarget(lastAllowed: string | undefined, here: string): string {
  return lastAllowed && lastAllowed !== here ? lastAllowed : HOME_PATH;
}

const PROBE_ORIGIN = 'http://portal.invalid';

/**
 * The one answer to "is this a path of this portal?" (issue 15 finding 11), for every internal
 * target that comes from outside the code: the URL to come back to after login, a menu's MENU_URL,
 * a search-history entry. The value is normalised first (dot segments, backslashes, encoded dots, as
 * a browser resolves them) and the normalised form is what is checked and returned: `/..//evil.example`
 * normalises to `//evil.example`, a protocol-relative URL, and is refused. Refused: anything that is
 * not a path starting with one `/`, a control character or backslash anywhere, and anything whose
 * normalised path starts with `//` or leaves the origin. Returns the normalised path (with query and
 * hash), or undefined.
 */
export function portalPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.includes('\\')) return undefined;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return undefined; // control characters (a browser would drop tabs and newlines)
  }
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return undefined;
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  // what the router is given must read the same when it is resolved again
  return new URL(normalised, PROBE_ORIGIN).href === url.href ? normalised : undefined;
}
