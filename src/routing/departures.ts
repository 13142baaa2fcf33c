/**
 * Departures to sibling applications (spec 000 §2, spec 001 §2): one table of rules; targets come
 * from the build's configuration, never from the URL being visited. With no target configured, the
 * screen is served here. Pure.
 */
export type SiblingApp = 'bill' | 'pay' | 'equity';

const segment = (name: string) => new RegExp(`(^|/)${name}(/|$)`);
const EQUITY_PATHS = [
  'productList', 'detailActivity', 'detailQry', 'ninegridsRaffle', 'hitGoldenEggs', 'morechooseOne', 'mine/equity/detail',
  'result', 'equity', 'history',
].map((p) => `/${p}`);

export const DEPARTURE_RULES: ReadonlyArray<{ app: SiblingApp; matches: (path: string) => boolean }> = [
  { app: 'bill', matches: (p) => segment('billTreasure').test(p) },
  { app: 'pay', matches: (p) => segment('account').test(p) || segment('payTransfer').test(p) || /(^|\/)businessAdmin\/message(\/|$)/.test(p) },
  { app: 'equity', matches: (p) => EQUITY_PATHS.includes(p.replace(/\/+$/, '')) },
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
  for (const rule of DEPARTURE_RULES) {
    if (!rule.matches(path)) continue;
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
