/**
 * `npm run mock`'s arguments: `--dynamic`, `--quiet`, `--scenario <name>` (a file of
 * mock-server/scenarios, by its stem or its name), `--traffic-limit <n>`, `--portal-url <url>` (the
 * portal's address, for the console's links into a workspace; `npm start` passes its dev server's); the
 * workspaces' store (issue 52 item 4): `--state-dir <dir>`, `--fresh`, `--no-state`,
 * `--workspace-idle <30m|12h|7d>`; for a mock shared on a test host (issue 52 item 3) `--host <addr>`,
 * `--host-name <name>` and `--tokens <file>`. Pure but for reading the scenario and token files; a bad
 * argument is a message (index.ts prints it and exits 2).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loopbackHost, parseTokenFile, type Tester } from './workspaces/testers.ts';
import { findScenario, listScenarios, SCENARIO_DIR, type Scenario, ScenarioError, scenarioNames } from './recorder/scenario.ts';
import { limitRefusal } from './recorder/traffic-log.ts';
import { parseIdle } from './workspaces/registry.ts';

export const USAGE = 'usage: npm run mock [-- --dynamic] [--quiet] [--scenario <name>] [--traffic-limit <calls>]\n' +
  '         [--portal-url <url>] [--state-dir <dir> | --no-state] [--fresh] [--workspace-idle <30m|12h|7d>]\n' +
  '         [--host <addr> --tokens <file> [--host-name <name>]]';

/** Where `npm run mock` keeps its workspaces unless told otherwise: .mock-state/ at the root (git-ignored). */
export const DEFAULT_STATE_DIR = resolve(import.meta.dirname, '..', '.mock-state');

export interface MockArgs {
  dynamic: boolean;
  quiet: boolean;
  scenario?: Scenario;
  trafficLimit?: number;
  /** Where the workspaces are kept; undefined: nowhere (`--no-state`). */
  stateDir: string | undefined;
  /** Start from the seed, the saved workspaces removed. */
  fresh: boolean;
  /** `--workspace-idle`, in ms. */
  workspaceIdleMs?: number;
  portalUrl?: string;
  /** The address to listen on (default 127.0.0.1). */
  host?: string;
  /** The testers of a shared mock (--tokens) and the host names it answers beyond loopback. */
  testers?: Tester[];
  hostNames: string[];
}

const WILDCARD = new Set(['0.0.0.0', '::']);
const HOST = /^[A-Za-z0-9][A-Za-z0-9.:-]{0,252}$/;

/** The token file's testers, or what is wrong with it. */
function readTokens(file: string): Tester[] | string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return `--tokens: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`;
  }
  const parsed = parseTokenFile(text);
  return 'problem' in parsed ? `--tokens ${file}: ${parsed.problem}` : parsed;
}

/** A shared mock's arguments together: beyond loopback only with tokens, and a name for the Host check. */
function teamProblem(out: MockArgs): string | undefined {
  const host = out.host;
  if (host === undefined || loopbackHost(host)) return undefined;
  if (!out.testers) {
    return `--host ${host} serves beyond this machine, so every tester needs a token: give --tokens <file> ` +
      '(one "<name> <token>" a line; mock-server/README.md, "One mock on a test host")';
  }
  if (WILDCARD.has(host)) {
    if (out.hostNames.length === 0) return `--host ${host} listens on every address: name the host testers type with --host-name <name> (the Host check refuses every other name)`;
  } else out.hostNames.unshift(host.includes(':') ? `[${host}]` : host);
  return undefined;
}

/** A parse under way: the arguments so far, and the flags that must not go together. */
interface Parse {
  out: MockArgs;
  scenarioDir: string;
  noState: boolean;
  stateDirGiven: boolean;
}

/** The flags that take no value (`--dynamic=x` is an unknown argument). */
const SWITCHES: ReadonlyMap<string, (parse: Parse) => void> = new Map([
  ['--dynamic', (p: Parse) => { p.out.dynamic = true; }],
  ['--quiet', (p: Parse) => { p.out.quiet = true; }],
  ['--no-state', (p: Parse) => { p.noState = true; }],
  ['--fresh', (p: Parse) => { p.out.fresh = true; }],
]);

/** `--scenario <name>`: a file of the scenario folder, by its stem or its name, that validates. */
function scenarioArg(name: string | undefined, { out, scenarioDir }: Parse): string | undefined {
  if (!name) return `--scenario needs a name; there are: ${scenarioNames(listScenarios(scenarioDir))}`;
  try {
    const scenario = findScenario(name, scenarioDir);
    if (!scenario) return `no scenario ${JSON.stringify(name)}; there are: ${scenarioNames(listScenarios(scenarioDir))}`;
    out.scenario = scenario;
  } catch (error) {
    if (error instanceof ScenarioError) return `the scenario does not validate: ${error.message}`;
    throw error;
  }
  return undefined;
}

/** A flag's value (undefined: none given) into the arguments; a message when it is wrong. */
type ValueFlag = (value: string | undefined, parse: Parse, flag: string) => string | undefined;

/** The flags that take a value (`--flag value` or `--flag=value`). */
const VALUE_FLAGS: ReadonlyMap<string, ValueFlag> = new Map<string, ValueFlag>([
  ['--scenario', scenarioArg],
  ['--traffic-limit', (text, { out }) => {
    const limit = Number(text);
    const refused = text === undefined || !/^\d+$/.test(text) ? limitRefusal(text ?? null) : limitRefusal(limit);
    if (refused) return `--traffic-limit: ${refused}`;
    out.trafficLimit = limit;
    return undefined;
  }],
  ['--state-dir', (dir, p) => {
    if (!dir?.trim()) return '--state-dir needs a directory (where the workspaces are kept between runs)';
    p.out.stateDir = resolve(dir);
    p.stateDirGiven = true;
    return undefined;
  }],
  ['--workspace-idle', (text, { out }) => {
    const idle = parseIdle(text);
    if (typeof idle === 'string') return `--workspace-idle: ${idle}`;
    out.workspaceIdleMs = idle;
    return undefined;
  }],
  ['--portal-url', (text, { out }) => {
    const url = portalUrlOf(text);
    if (!url) return '--portal-url is the portal\'s http(s) address, e.g. http://127.0.0.1:5173/eis-demo/';
    out.portalUrl = url;
    return undefined;
  }],
  ['--host', hostArg],
  ['--host-name', hostArg],
  ['--tokens', (file, { out }) => {
    if (!file) return '--tokens needs the file of testers\' tokens (one "<name> <token>" a line)';
    const testers = readTokens(file);
    if (typeof testers === 'string') return testers;
    out.testers = testers;
    return undefined;
  }],
]);

/** `--host <addr>` (where to listen) or `--host-name <name>` (a name the Host check accepts). */
function hostArg(name: string | undefined, { out }: Parse, flag: string): string | undefined {
  if (name === undefined || !HOST.test(name)) return `${flag} needs a host name or address (10.20.30.40, test-host.bank.local), not ${JSON.stringify(name ?? '')}`;
  if (flag === '--host') out.host = name;
  else out.hostNames.push(name);
  return undefined;
}

/** The arguments, or a message saying what is wrong with them. */
export function parseMockArgs(argv: readonly string[], scenarioDir: string = SCENARIO_DIR): MockArgs | string {
  const out: MockArgs = { dynamic: false, quiet: false, stateDir: DEFAULT_STATE_DIR, fresh: false, hostNames: [] };
  const parse: Parse = { out, scenarioDir, noState: false, stateDirGiven: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag = '', inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg];
    const toggle = SWITCHES.get(flag);
    if (toggle && inline === undefined) {
      toggle(parse);
      continue;
    }
    const take = VALUE_FLAGS.get(flag);
    if (!take) return `unknown argument ${arg}`;
    let value = inline;
    const next = argv[i + 1];
    if (value === undefined && next !== undefined && !next.startsWith('--')) {
      value = next;
      i++;
    }
    const problem = take(value, parse, flag);
    if (problem) return problem;
  }
  if (parse.noState && parse.stateDirGiven) return '--no-state keeps no workspaces and --state-dir names where to keep them: give one';
  if (parse.noState && out.fresh) return '--no-state always starts from the seed: --fresh goes with a state directory';
  if (parse.noState) out.stateDir = undefined;
  return teamProblem(out) ?? out;
}

/** An http(s) address, ending in `/`; undefined: not one. */
function portalUrlOf(text: string | undefined): string | undefined {
  if (!text || !URL.canParse(text)) return undefined;
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.search = '';
  url.hash = '';
  return url.pathname.endsWith('/') ? url.href : `${url.href}/`;
}
