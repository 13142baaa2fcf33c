/**
 * Departures to sibling applications (spec 000 §2, spec 001 §2): one table of rules; targets come
 * from the build's configuration, never from the URL being visited. With no target configured, the
 * screen is served here. Pure.
 */
export type SiblingApp = 'bill' | 'pay' | 'equity';

/** The path is the area or under it: `/account` and `/account/...`, never `/accountant`. */
const inArea = (path: string, area: string) => path === area || path.startsWith(`${area}/`);

/**
 * The equity paths (spec 000 §2, spec 001 §2), read as the route table reads its lists: a bare name
 * after `mine/equity/detail` takes its directory, so `result, equity, history` are `/mine/equity/...`
 * (the mine area's equity screens but uEquity); the others are top-level paths.
 */
export const EQUITY_PATHS: readonly string[] = [
  '/productList', '/detailActivity', '/detailQry', '/ninegridsRaffle', '/hitGoldenEggs', '/morechooseOne',
  '/mine/equity/detail', '/mine/equity/result', '/mine/equity/equity', '/mine/equity/history',
];

/**
 * "Contains" (spec 000 §2) is read by area for /billTreasure, /account and /payTransfer (the path is the
 * area or under it, so `/businessAdmin/account` and `/businessAdmin/accountModified`, enterprise
 * administration's own screens, stay), and as a path prefix for `/businessAdmin/message`, which covers
 * the whole message family (message, messageDetails, messageAdd, messageDelete, messageDeal).
 */
export const DEPARTURE_RULES: ReadonlyArray<{ app: SiblingApp; matches: (path: string) => boolean }> = [
  { app: 'bill', matches: (p) => inArea(p, '/billTreasure') },
  { app: 'pay', matches: (p) => inArea(p, '/account') || inArea(p, '/payTransfer') || p.startsWith('/businessAdmin/message') },
  { app: 'equity', matches: (p) => EQUITY_PATHS.includes(p) },
];

export type DepartureTargets = Partial<Record<SiblingApp, string>>;

/** A configured target when it is an absolute http(s) URL; anything else is ignored. */
export function validTarget(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href.replace(/\/+$/, '') : undefined;
  } catch {
    return undefined;
  }
}

/** The full-page URL to leave for, keeping path and query; undefined to stay. */
export function departureFor(path: string, search: string, targets: DepartureTargets): string | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const rule of DEPARTURE_RULES) {
    if (!rule.matches(clean)) continue;
    const base = validTarget(targets[rule.app]);
    return base ? `${base}${path}${search}` : undefined;
  }
  return undefined;
}

/** The targets of this build (VITE_BILL_APP_URL, VITE_PAY_APP_URL, VITE_EQUITY_APP_URL). */
export function configuredTargets(env: Record<string, string | undefined>): DepartureTargets {
  const targets: DepartureTargets = {};
  const bill = validTarget(env.VITE_BILL_APP_URL);
  const pay = validTarget(env.VITE_PAY_APP_URL);
  const equity = validTarget(env.VITE_EQUITY_APP_URL);
  if (bill) targets.bill = bill;
  if (pay) targets.pay = pay;
  if (equity) targets.equity = equity;
  return targets;
}
