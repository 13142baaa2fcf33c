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

/** The arguments, or a message saying what is wrong with them. */
export function parseMockArgs(argv: readonly string[], scenarioDir: string = SCENARIO_DIR): MockArgs | string {
  const out: MockArgs = { dynamic: false, quiet: false, stateDir: DEFAULT_STATE_DIR, fresh: false, hostNames: [] };
  let noState = false;
  let stateDirGiven = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag = '', inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg];
    const value = (): string | undefined => {
      if (inline !== undefined) return inline;
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) return undefined;
      i++;
      return next;
    };
    if (flag === '--dynamic' && inline === undefined) out.dynamic = true;
    else if (flag === '--quiet' && inline === undefined) out.quiet = true;
    else if (flag === '--scenario') {
      const name = value();
      if (!name) return `--scenario needs a name; there are: ${scenarioNames(listScenarios(scenarioDir))}`;
      try {
        const scenario = findScenario(name, scenarioDir);
        if (!scenario) return `no scenario ${JSON.stringify(name)}; there are: ${scenarioNames(listScenarios(scenarioDir))}`;
        out.scenario = scenario;
      } catch (error) {
        if (error instanceof ScenarioError) return `the scenario does not validate: ${error.message}`;
        throw error;
      }
    } else if (flag === '--traffic-limit') {
      const text = value();
      const limit = Number(text);
      const refused = text === undefined || !/^\d+$/.test(text) ? limitRefusal(text ?? null) : limitRefusal(limit);
      if (refused) return `--traffic-limit: ${refused}`;
      out.trafficLimit = limit;
    } else if (flag === '--state-dir') {
      const dir = value();
      if (!dir?.trim()) return '--state-dir needs a directory (where the workspaces are kept between runs)';
      out.stateDir = resolve(dir);
      stateDirGiven = true;
    } else if (flag === '--no-state' && inline === undefined) noState = true;
    else if (flag === '--fresh' && inline === undefined) out.fresh = true;
    else if (flag === '--workspace-idle') {
      const idle = parseIdle(value());
      if (typeof idle === 'string') return `--workspace-idle: ${idle}`;
      out.workspaceIdleMs = idle;
    } else if (flag === '--portal-url') {
      const url = portalUrlOf(value());
      if (!url) return '--portal-url is the portal\'s http(s) address, e.g. http://127.0.0.1:5173/eis-demo/';
      out.portalUrl = url;
    } else if (flag === '--host' || flag === '--host-name') {
      const name = value();
      if (name === undefined || !HOST.test(name)) return `${flag} needs a host name or address (10.20.30.40, test-host.bank.local), not ${JSON.stringify(name ?? '')}`;
      if (flag === '--host') out.host = name;
      else out.hostNames.push(name);
    } else if (flag === '--tokens') {
      const file = value();
      if (!file) return '--tokens needs the file of testers\' tokens (one "<name> <token>" a line)';
      const testers = readTokens(file);
      if (typeof testers === 'string') return testers;
      out.testers = testers;
    } else return `unknown argument ${arg}`;
  }
  if (noState && stateDirGiven) return '--no-state keeps no workspaces and --state-dir names where to keep them: give one';
  if (noState && out.fresh) return '--no-state always starts from the seed: --fresh goes with a state directory';
  if (noState) out.stateDir = undefined;
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
