/**
 * Developer toggles read from localStorage (spec 000 §7): a developer proxy (API base override),
 * sign logging, and a test mode that answers from static mock files. Read at each call, so a
 * toggle takes effect without a reload. Development and test builds only: a production build has
 * none of them (see readDevToggles).
 */
import { browserStorage } from './browser-storage.ts';

export const DEV_TOGGLE_KEYS = {
  apiBase: 'eis.dev.apiBase',
  signLog: 'eis.dev.signLog',
  testMode: 'eis.dev.testMode',
} as const;

export interface DevToggles {
  /** Origin the /api calls go to instead of the page's own. */
  apiBase?: string;
  signLog: boolean;
  testMode: boolean;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An API base from storage, when acceptable: an http(s) origin; outside development builds only a
 * loopback one, so a stored value can never send a user's calls to another host.
 */
export function acceptableApiBase(value: string | null | undefined, dev: boolean): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (!dev && !LOOPBACK.has(url.hostname)) return undefined;
  return url.origin;
}

/**
 * The toggles exist in development and test builds only (issue 15 finding 3). Vite replaces
 * `import.meta.env.DEV` and `.MODE` with constants, so in a production build this condition is
 * `false` and the minifier drops the code behind it, the toggles' localStorage keys included: no
 * stored value can change what a production build does. Written out where it is used (here and in
 * src/signing/sign-log.ts) so that each use folds on its own.
 */
export function readDevToggles(
  dev: boolean = import.meta.env.DEV,
  store?: Storage,
): DevToggles {
  if (!(import.meta.env.DEV || import.meta.env.MODE === 'test')) return { signLog: false, testMode: false };
  return storedToggles(dev, store ?? browserStorage('local'));
}

function storedToggles(dev: boolean, store: Storage | undefined): DevToggles {
  const flag = (key: string) => store?.getItem(key) === '1';
  const apiBase = acceptableApiBase(store?.getItem(DEV_TOGGLE_KEYS.apiBase), dev);
  const toggles: DevToggles = { signLog: flag(DEV_TOGGLE_KEYS.signLog), testMode: flag(DEV_TOGGLE_KEYS.testMode) };
  if (apiBase) toggles.apiBase = apiBase;
  return toggles;
}

/**
 * Test mode's static file for an /api path: <base>mock/api/<area>/<op>.json, written by
 * `npm run generate` from each call's success example and served by the dev server.
 */
export function testModeUrl(path: string, base: string): string {
  return `${base.replace(/\/?$/, '/')}mock${path}.json`;
}
