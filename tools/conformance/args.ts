/**
 * `npm run conformance -- …`'s arguments (issue 53): pure, so that a bad argument is a clear message
 * and exit code 2, never a half-run. `--flag value` and `--flag=value` both work.
 */

export const DEFAULT_CONFIG = 'tools/conformance/mock.config.json';
export const DEFAULT_JUNIT = 'reports/conformance/junit.xml';
export const DEFAULT_HTML = 'reports/conformance/report.html';
export const DEFAULT_CONCURRENCY = 4;
export const MAX_CONCURRENCY = 32;
export const MAX_RATE = 1000;

export interface Options {
  /** The gateway's origin; else the configuration's. */
  readonly target?: string;
  readonly config: string;
  /** Names (operationIds, areas, probe names, `probes`, `operations`; `*` as a wildcard) to run; empty: all. */
  readonly only: readonly string[];
  readonly skip: readonly string[];
  /** The configuration's personas to use; undefined: all. */
  readonly personas?: readonly string[];
  readonly concurrency: number;
  /** Calls per second at most; undefined: no limit. */
  readonly rate?: number;
  readonly junit: string;
  readonly html: string;
  /** The run may reset the mock gateway (POST /__mock/reset): only a mock this run owns. */
  readonly ownsMock: boolean;
  /** The property-based variations' seed; undefined: a fresh one (printed in the summary). */
  readonly seed?: number;
}

export type Parsed =
  | { readonly kind: 'run'; readonly options: Options }
  | { readonly kind: 'help' }
  | { readonly kind: 'error'; readonly message: string };

export const USAGE = `npm run conformance -- --target <gateway URL> [options]

  --target <url>        the gateway's origin (http or https); default: the configuration's
  --config <file>       keys, personas and test accounts (default ${DEFAULT_CONFIG}, which fits the mock)
  --only <names>        run only these, comma-separated: operationIds, areas, probe names, "operations",
                        "probes"; * is a wildcard (--only 'account*,probe:replay-*')
  --skip <names>        leave these out (same names)
  --personas <names>    use only these personas of the configuration, comma-separated
  --concurrency <n>     calls at once (1-${MAX_CONCURRENCY}, default ${DEFAULT_CONCURRENCY})
  --rate <n>            calls per second at most (default: no limit)
  --junit <file>        the JUnit XML report (default ${DEFAULT_JUNIT})
  --html <file>         the HTML report (default ${DEFAULT_HTML})
  --seed <n>            the seed of the property-based variations (to repeat a run)
  --owns-mock           the target is a mock gateway this run owns: reset it first (POST /__mock/reset)
  --help                this text

Exit code: 0 every check passed, 1 a check failed, 2 bad arguments or configuration.`;

type Flag = 'target' | 'config' | 'only' | 'skip' | 'personas' | 'concurrency' | 'rate' | 'junit' | 'html' | 'seed';
const VALUED: ReadonlySet<string> = new Set<Flag>(['target', 'config', 'only', 'skip', 'personas', 'concurrency', 'rate', 'junit', 'html', 'seed']);

/** A value read from an argument, or why it cannot be. */
export type Read<T> = { readonly value: T } | { readonly problem: string };

/** A comma-separated list of names. */
function names(flag: string, value: string): Read<string[]> {
  const list = value.split(',').map((n) => n.trim());
  if (list.some((n) => n === '')) return { problem: `--${flag}: an empty name in "${value}"` };
  const bad = list.find((n) => !/^[A-Za-z0-9_:*.-]{1,80}$/.test(n));
  return bad === undefined ? { value: list } : { problem: `--${flag}: "${bad}" is not a name (letters, digits, _ : * . - only)` };
}

function wholeNumber(flag: string, value: string, min: number, max: number): Read<number> {
  const n = /^[0-9]{1,10}$/.test(value) ? Number(value) : Number.NaN;
  return n >= min && n <= max ? { value: n } : { problem: `--${flag} takes a whole number from ${min} to ${max}, not "${value}"` };
}

function rateOf(value: string): Read<number> {
  const n = /^[0-9]{1,4}(\.[0-9]{1,3})?$/.test(value) ? Number(value) : Number.NaN;
  return n > 0 && n <= MAX_RATE ? { value: n } : { problem: `--rate takes calls per second, more than 0 and at most ${MAX_RATE}, not "${value}"` };
}

/** A gateway's origin (and path), without a trailing slash. */
export function targetOf(value: string, flag = '--target'): Read<string> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: `${flag}: "${value}" is not a URL (for example http://127.0.0.1:4010)` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { problem: `${flag}: only http and https gateways, not ${url.protocol}` };
  if (url.username || url.password) return { problem: `${flag}: no user or password in the URL; the personas log in` };
  if (url.search || url.hash) return { problem: `${flag}: the gateway's origin and path only, without ?query or #fragment` };
  return { value: url.href.replace(/\/+$/, '') };
}

type Draft = { -readonly [K in keyof Options]: Options[K] } & { only: string[]; skip: string[] };

/** Applies one valued flag; a message when its value is bad. */
function apply(draft: Draft, flag: Flag, value: string): string | undefined {
  const read = <T>(got: Read<T>, set: (v: T) => void) => {
    if ('problem' in got) return got.problem;
    set(got.value);
    return undefined;
  };
  switch (flag) {
    case 'target':
      return read(targetOf(value), (v) => (draft.target = v));
    case 'config':
    case 'junit':
    case 'html':
      if (value.trim() === '') return `--${flag} needs a file name`;
      draft[flag] = value;
      return undefined;
    case 'only':
    case 'skip':
      return read(names(flag, value), (v) => draft[flag].push(...v));
    case 'personas':
      return read(names(flag, value), (v) => (draft.personas = [...(draft.personas ?? []), ...v]));
    case 'concurrency':
      return read(wholeNumber(flag, value, 1, MAX_CONCURRENCY), (v) => (draft.concurrency = v));
    case 'rate':
      return read(rateOf(value), (v) => (draft.rate = v));
    case 'seed':
      return read(wholeNumber(flag, value, 0, 2 ** 31 - 1), (v) => (draft.seed = v));
  }
}

export function parseArgs(argv: readonly string[]): Parsed {
  const draft: Draft = {
    config: DEFAULT_CONFIG, only: [], skip: [], concurrency: DEFAULT_CONCURRENCY,
    junit: DEFAULT_JUNIT, html: DEFAULT_HTML, ownsMock: false,
  };
  // --help wins wherever it stands, whatever else is wrong
  if (argv.some((arg) => arg === '--help' || arg === '-h')) return { kind: 'help' };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--owns-mock') {
      draft.ownsMock = true;
      continue;
    }
    const match = /^--([a-z-]+)(?:=(.*))?$/s.exec(arg);
    const flag = match?.[1];
    if (!match || flag === undefined) return { kind: 'error', message: `unexpected argument "${arg}" (see --help)` };
    if (!VALUED.has(flag)) return { kind: 'error', message: `unknown option --${flag} (see --help)` };
    let value = match[2];
    if (value === undefined) {
      value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) return { kind: 'error', message: `--${flag} needs a value` };
      i += 1;
    }
    const problem = apply(draft, flag as Flag, value);
    if (problem) return { kind: 'error', message: problem };
  }
  return { kind: 'run', options: draft };
}
