/**
 * The pure parts of `npm run sweep` (tools/sweep.ts, issue 38 item 9): its arguments, which routes it
 * visits and with what parameter values, what it counts on each, the summary it prints and its exit
 * code. Nothing here starts a browser or touches the disk, so the unit tests hold it to its rules.
 */
import type { ManifestRoute } from '@/routing/manifest/index.ts';

export type Persona = 'a3sp' | 'visitor';
export const PERSONAS: readonly Persona[] = ['a3sp', 'visitor'];

export interface SweepOptions {
  personas: Persona[];
  /** A path prefix: only the routes at it or under it (`/account` is `/account` and `/account/...`). */
  only?: string;
  /** Where to write the details as JSON. */
  json?: string;
}

export type ParsedArgs =
  | { kind: 'run'; options: SweepOptions }
  | { kind: 'help' }
  | { kind: 'bad'; message: string };

export const USAGE = [
  'usage: npm run sweep -- [--persona a3sp|visitor|both] [--only <path prefix>] [--json <file>]',
  '  --persona  who visits the routes: a3sp (logged in), visitor (logged out) or both (the default)',
  '  --only     only the routes at a path prefix, e.g. --only /account',
  '  --json     also write every route\'s details to <file>',
  'exit code: 0 when every count is 0, 1 when any is not, 2 for a bad argument',
].join('\n');

const VALUED = new Set(['--persona', '--only', '--json']);

/** The command line (without node and the script): the options, a request for help, or what is wrong with it. */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const seen = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    if (!VALUED.has(name)) return { kind: 'bad', message: `unknown argument ${JSON.stringify(arg)}` };
    if (seen.has(name)) return { kind: 'bad', message: `${name} given twice` };
    let value: string | undefined;
    if (eq > 0) value = arg.slice(eq + 1);
    else {
      value = argv[i + 1];
      i++;
    }
    if (value === undefined || value === '' || value.startsWith('--')) {
      return { kind: 'bad', message: `${name} needs a value` };
    }
    seen.set(name, value);
  }
  const persona = seen.get('--persona') ?? 'both';
  if (persona !== 'both' && !PERSONAS.includes(persona as Persona)) {
    return { kind: 'bad', message: `--persona ${JSON.stringify(persona)}: a3sp, visitor or both` };
  }
  const only = seen.get('--only');
  if (only !== undefined && !only.startsWith('/')) {
    return { kind: 'bad', message: `--only ${JSON.stringify(only)}: a path prefix starts with /` };
  }
  const json = seen.get('--json');
  return {
    kind: 'run',
    options: {
      personas: persona === 'both' ? [...PERSONAS] : [persona as Persona],
      ...(only !== undefined ? { only } : {}),
      ...(json !== undefined ? { json } : {}),
    },
  };
}

/** Whether a route's path is at the prefix or under it: `/account` takes `/account/x`, not `/accountant`. */
export function underPrefix(path: string, prefix: string): boolean {
  const bare = prefix.length > 1 ? prefix.replace(/\/+$/, '') : prefix;
  return bare === '/' || path === bare || path.startsWith(`${bare}/`);
}

/** The routes to visit, in the manifest's order. */
export function selectRoutes(manifest: readonly ManifestRoute[], only?: string): ManifestRoute[] {
  return only === undefined ? [...manifest] : manifest.filter((r) => underPrefix(r.path, only));
}

/** The value each route parameter gets: an account of the mock's a3sp persona. */
export const PARAMETER_VALUES: Readonly<Record<string, string>> = { account: '6230910000012345678' };

/** The path to visit for a route: each `:name` replaced by its value; a parameter without one is an error. */
export function concretePath(path: string): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = PARAMETER_VALUES[name];
    if (value === undefined) throw new Error(`${path}: no value for the route parameter :${name} (PARAMETER_VALUES)`);
    return value;
  });
}

/**
 * Whether the persona is refused a route by the spec itself: enterprise management is for company
 * administrators (COMP_USER_TYPE 1, spec 000 §5), and a3sp is not one, so its 401 page is expected.
 */
export function expectedDenial(persona: Persona, path: string): boolean {
  return persona === 'a3sp' && underPrefix(path, '/businessAdmin');
}

/** Whether a visitor must log in for the route: unless its meta says requiresLogin false (spec 000 §4). */
export const needsLogin = (route: ManifestRoute): boolean => route.meta.requiresLogin !== false;

/** What a control is, as the page reports it (tools/sweep.ts reads these facts from the DOM). */
export interface ControlFacts {
  tag: string;
  type: string;
  /** Rendered (Element.checkVisibility()). */
  rendered: boolean;
  /** Its box is at most 1 px wide or high (the visually-hidden pattern of file pickers). */
  tiny: boolean;
  labels: number;
  ariaLabel: string;
  ariaLabelledby: string;
  /** How many of the ids aria-labelledby names exist in the document. */
  labelledbyFound: number;
  /** Who it is, for the report: data-testid, name, id or placeholder. */
  describe: string;
}

/**
 * The unlabelled-control rule: an input (not type hidden, not a visually hidden file picker), select or
 * textarea that is rendered and has no <label> (labels), no aria-label and no aria-labelledby naming
 * an element of the document.
 */
export function isUnlabelled(control: ControlFacts): boolean {
  const tag = control.tag.toLowerCase();
  if (!['input', 'select', 'textarea'].includes(tag)) return false;
  const type = control.type.toLowerCase();
  if (tag === 'input' && type === 'hidden') return false;
  if (!control.rendered) return false;
  if (tag === 'input' && type === 'file' && control.tiny) return false;
  const named = control.labels > 0 || control.ariaLabel.trim() !== '' ||
    (control.ariaLabelledby.trim() !== '' && control.labelledbyFound > 0);
  return !named;
}

/** An axe violation of impact serious or critical on a page. */
export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  /** The CSS targets of its nodes (the first few). */
  targets: string[];
  /** The markup of its first node, shortened. */
  html: string;
  /** What axe says is wrong with its first node (e.g. the contrast ratio), for the JSON details. */
  why?: string;
  nodes: number;
}

/** How a visit ended. */
export type Outcome =
  /** the screen rendered (a main with its h1) */
  | 'screen'
  /** the error page where the screen should render */
  | 'error'
  /** the 401 page the spec asks for (expectedDenial) */
  | 'denied'
  /** the login overlay, for a visitor */
  | 'login'
  /** nothing settled in time: no screen, error page or login overlay */
  | 'unsettled'
  /** the page left the portal */
  | 'departed';

export interface RouteResult {
  /** The manifest's path. */
  path: string;
  /** The path visited (route parameters filled in). */
  visited: string;
  /** Where the router ended up (redirects followed). */
  landed: string;
  outcome: Outcome;
  /** The error page's title, the unsettled page's state, or where it departed to. */
  detail?: string;
  /** A visitor shown a login-only route without login, or asked to log in for a public one. */
  wrongAccess?: string;
  consoleErrors: string[];
  /**
   * The page checks (axe, controls, scroll): 'run' on the first visit of a landing (checkKey), `same as
   * <path>` on a later one (the visit that ran them), 'not run' when nothing settled.
   */
  checks: string;
  axe: AxeFinding[];
  unlabelled: string[];
  /** scrollWidth > clientWidth of the document element at 1280x800: both widths and what overflows. */
  horizontalScroll?: { scrollWidth: number; clientWidth: number; overflowing: string[] };
}

/**
 * What the page checks of a visit are keyed by: its landing, except that the login overlay is the
 * same page on every login-only route (checked on the first of them).
 */
export function checkKey(outcome: Outcome, landed: string): string {
  return outcome === 'login' ? '(login overlay)' : landed;
}

/** A count of the summary: its total, the routes it was found on and what was found on the first few. */
export interface Count {
  total: number;
  routes: number;
  first: Array<{ path: string; detail: string }>;
}

export interface PersonaSummary {
  persona: Persona;
  visited: number;
  /** Distinct pages the checks ran on. */
  checked: number;
  screens: number;
  denied: number;
  loginAsked: number;
  seconds: number;
  counts: Record<CountName, Count>;
}

export const COUNT_NAMES = [
  'errorPage', 'unsettled', 'wrongAccess', 'consoleErrors', 'axe', 'unlabelled', 'horizontalScroll',
] as const;
export type CountName = (typeof COUNT_NAMES)[number];

export const COUNT_LABELS: Record<CountName, string> = {
  errorPage: 'error page (404)',
  unsettled: 'unsettled or left',
  wrongAccess: 'wrong access',
  consoleErrors: 'console errors',
  axe: 'axe serious/critical',
  unlabelled: 'unlabelled controls',
  horizontalScroll: 'horizontal scroll',
};

/** How many details of each count the summary lists. */
export const FIRST = 5;

const shorten = (text: string, max = 160): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The findings of one visit for each count: how many, and what they were. */
function findingsOf(r: RouteResult): Record<CountName, { n: number; detail: string }> {
  const at = r.outcome === 'login' ? ' (the login overlay)' : r.landed !== r.visited ? ` (at ${r.landed})` : '';
  const scroll = r.horizontalScroll;
  const widths = scroll ? `${String(scroll.scrollWidth)} > ${String(scroll.clientWidth)} px` : '';
  return {
    errorPage: { n: r.outcome === 'error' ? 1 : 0, detail: `${r.detail ?? ''}${at}` },
    unsettled: {
      n: r.outcome === 'unsettled' || r.outcome === 'departed' ? 1 : 0,
      detail: `${r.outcome}: ${r.detail ?? ''}`,
    },
    wrongAccess: { n: r.wrongAccess ? 1 : 0, detail: r.wrongAccess ?? '' },
    consoleErrors: { n: r.consoleErrors.length, detail: r.consoleErrors.join(' | ') },
    axe: {
      n: r.axe.length,
      detail: r.axe
        .map((v) => `${v.id} (${v.impact}, ${String(v.nodes)}x): ${v.targets.slice(0, 2).join(', ')} ${v.html}`)
        .join('; ') + at,
    },
    unlabelled: { n: r.unlabelled.length, detail: r.unlabelled.join(', ') + at },
    horizontalScroll: { n: scroll ? 1 : 0, detail: scroll ? `${widths}: ${scroll.overflowing.join(', ')}${at}` : '' },
  };
}

/** Where the summary lists the console errors of the start (the first page load and, for a3sp, the login). */
export const START = '(start and login)';

/**
 * The summary of one persona's visits; `startErrors`, the console errors before the first route, count
 * as console errors of START.
 */
export function summarize(
  persona: Persona,
  results: readonly RouteResult[],
  seconds: number,
  startErrors: readonly string[] = [],
): PersonaSummary {
  const empty = (name: CountName): [CountName, Count] => [name, { total: 0, routes: 0, first: [] }];
  const counts = Object.fromEntries(COUNT_NAMES.map(empty)) as Record<CountName, Count>;
  if (startErrors.length > 0) {
    const first = [{ path: START, detail: shorten(startErrors.join(' | ')) }];
    counts.consoleErrors = { total: startErrors.length, routes: 1, first };
  }
  for (const r of results) {
    const found = findingsOf(r);
    for (const name of COUNT_NAMES) {
      const { n, detail } = found[name];
      if (n === 0) continue;
      const count = counts[name];
      count.total += n;
      count.routes += 1;
      if (count.first.length < FIRST) count.first.push({ path: r.visited, detail: shorten(detail) });
    }
  }
  return {
    persona,
    visited: results.length,
    checked: results.filter((r) => r.checks === 'run').length,
    screens: results.filter((r) => r.outcome === 'screen').length,
    denied: results.filter((r) => r.outcome === 'denied').length,
    loginAsked: results.filter((r) => r.outcome === 'login').length,
    seconds,
    counts,
  };
}

/** 0 when every count of every persona is 0, else 1. */
export function exitCode(summaries: readonly PersonaSummary[]): 0 | 1 {
  return summaries.some((s) => COUNT_NAMES.some((name) => s.counts[name].total > 0)) ? 1 : 0;
}

/** A Markdown table (the benches' format). */
export function table(headers: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: readonly string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join('\n');
}

/** `12 (3 routes)`, or `0`. */
const routesOf = (n: number): string => `${String(n)} route${n === 1 ? '' : 's'}`;
const countCell = (c: Count): string => (c.total === 0 ? '0' : `${String(c.total)} (${routesOf(c.routes)})`);

/** A message with its numbers (ids, ports, times) as N: the same message on every route. */
const numbersApart = (message: string): string => message.replace(/\d+/g, 'N');

/** The most frequent findings of a kind across a persona's visits: axe rules, console messages, controls. */
export function frequent(
  results: readonly RouteResult[],
  top = FIRST,
): Record<'axe' | 'consoleErrors' | 'unlabelled', string[]> {
  const rank = (keys: Array<[string, string]>): string[] => {
    const routes = new Map<string, Set<string>>();
    for (const [key, path] of keys) routes.set(key, (routes.get(key) ?? new Set()).add(path));
    return [...routes.entries()]
      .sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]))
      .slice(0, top)
      .map(([key, paths]) => `${shorten(key, 110)}: ${routesOf(paths.size)}`);
  };
  return {
    axe: rank(results.flatMap((r) => r.axe.map((v): [string, string] => [`${v.id} (${v.impact})`, r.landed]))),
    consoleErrors: rank(results.flatMap((r) =>
      r.consoleErrors.map((m): [string, string] => [numbersApart(m), r.visited]))),
    unlabelled: rank(results.flatMap((r) => r.unlabelled.map((c): [string, string] => [c, r.landed]))),
  };
}

/** The printed report: one row per persona, then the first routes of every count that is not 0. */
export function renderSummary(
  summaries: readonly PersonaSummary[],
  results: Readonly<Partial<Record<Persona, readonly RouteResult[]>>>,
  totalSeconds: number,
): string {
  const headers = [
    'persona', 'routes', 'pages checked', 'screens', '401 expected', 'login asked',
    ...COUNT_NAMES.map((n) => COUNT_LABELS[n]), 'time',
  ];
  const rows = summaries.map((s) => [
    s.persona, s.visited, s.checked, s.screens, s.denied, s.loginAsked,
    ...COUNT_NAMES.map((n) => countCell(s.counts[n])), `${s.seconds.toFixed(0)} s`,
  ]);
  const out = [table(headers, rows), ''];
  for (const s of summaries) {
    for (const name of COUNT_NAMES) {
      const c = s.counts[name];
      if (c.total === 0) continue;
      out.push(`${s.persona}, ${COUNT_LABELS[name]}: ${String(c.total)} on ${String(c.routes)} route(s); the first:`);
      for (const f of c.first) out.push(`  ${f.path}: ${f.detail}`);
    }
    const top = frequent(results[s.persona] ?? []);
    for (const [name, lines] of Object.entries(top)) {
      if (lines.length === 0) continue;
      out.push(`${s.persona}, most frequent ${COUNT_LABELS[name as CountName]}:`);
      for (const line of lines) out.push(`  ${line}`);
    }
  }
  const verdict = exitCode(summaries) === 0 ? 'every count is 0' : 'some counts are not 0';
  out.push('', `sweep: ${verdict}; ${totalSeconds.toFixed(0)} s in all (build, servers and browser included)`);
  return out.join('\n');
}
