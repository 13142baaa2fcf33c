/**
 * Start-up (spec 000 §4): server time and the client's address, the request layer's session signals,
 * the login-status check with what loads after it, and the menus; then the routes render. A `token`
 * in the URL starts the login flow (single sign-on) and is removed from the address bar first.
 */
import { bootstrapWire } from '@/api/bootstrap.ts';
import { loadMenus, loadSession } from '@/session/load.ts';
import { startLoginFlow } from '@/session/login-start.ts';
import { listenToSessionSignals } from '@/session/logout.ts';

const BASE = import.meta.env.BASE_URL.replace(/\/$/, '');

/** The app path of the page (without the base and without the token). */
export function appPath(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const path = location.pathname.startsWith(BASE) ? location.pathname.slice(BASE.length) || '/' : location.pathname;
  return `${path}${location.search}`;
}

/** Takes the SSO token out of the address bar (it must not stay in history or be shared). */
export function takeToken(): string | undefined {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token === null) return undefined;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return /^[A-Za-z0-9._~+/=-]{16,2048}$/.test(token) ? token : undefined;
}

export async function startSession(): Promise<void> {
  const token = takeToken();
  listenToSessionSignals(() => appPath());
  // the gateway's clock (src/api/clock.ts owns its offset) and the client's address
  await bootstrapWire().catch(() => undefined);
  await Promise.all([loadSession(), loadMenus()]);
  if (token) startLoginFlow('sso', appPath(), token);
}
