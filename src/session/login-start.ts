/**
 * What starts the login flow and what it continues to (spec 000 §4), apart from the flow's calls
 * (./login.ts): the header, the guard, the home page and the start-up start a login, and only the
 * login dialog, which loads on first use, makes its calls. So the first paint carries this module,
 * not the login's calls and their SDK functions (issue 51 item 6).
 */
import { browserStorage } from '@/api/browser-storage.ts';
import type { FlowEntry } from './login-flow.ts';
import { expiringStore } from './storage.ts';
import { dispatchFlow } from './store.ts';

/** Starts the login flow if it is idle. */
export function startLoginFlow(entry: FlowEntry, returnTo?: string, token?: string): void {
  dispatchFlow({ type: 'start', entry, ...(returnTo ? { returnTo } : {}), ...(token ? { token } : {}) });
}

/** Where a stored callback lives: the login flow's continuation, kept for a while in localStorage. */
export const loginCallbacks = () => expiringStore(browserStorage('local'));
export const CALLBACK_KEY = 'eis.loginCallback';
/** How long a stored callback (the gateway payment link) waits for its login, in minutes. */
export const CALLBACK_MINUTES = 10;

/** Stores where to continue after a login the user may take a while over (spec 000 §4 gateway payment link). */
export function rememberCallback(path: string): void {
  loginCallbacks().set(CALLBACK_KEY, path, CALLBACK_MINUTES);
}
