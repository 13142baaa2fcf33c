/**
 * The command line of `npm run sweep` (tools/sweep.ts, issue 38 item 9): who visits the routes, which
 * routes, where the details go; its usage text. Pure, held to its rules by tests/unit/tools/sweep.test.ts.
 */

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
