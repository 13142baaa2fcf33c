/**
 * `npm run mock`'s arguments: `--dynamic`, `--quiet`, `--scenario <name>` (a file of
 * mock-server/scenarios, by its stem or its name), `--traffic-limit <n>`, `--portal-url <url>` (the
 * portal's address, for the console's links into a workspace; `npm start` passes its dev server's); the
 * workspaces' store (issue 52 item 4): `--state-dir <dir>`, `--fresh`, `--no-state`,
 * `--workspace-idle <30m|12h|7d>`.
 * Pure but for reading the scenario files; a bad argument is a message (index.ts prints it and exits 2).
 */
import { resolve } from 'node:path';
import { findScenario, listScenarios, SCENARIO_DIR, type Scenario, ScenarioError, scenarioNames } from './scenario.ts';
import { limitRefusal } from './traffic-log.ts';
import { parseIdle } from './workspaces/registry.ts';

export const USAGE = 'usage: npm run mock [-- --dynamic] [--quiet] [--scenario <name>] [--traffic-limit <calls>]\n' +
  '         [--portal-url <url>] [--state-dir <dir> | --no-state] [--fresh] [--workspace-idle <30m|12h|7d>]';

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
}

/** The arguments, or a message saying what is wrong with them. */
export function parseMockArgs(argv: readonly string[], scenarioDir: string = SCENARIO_DIR): MockArgs | string {
  const out: MockArgs = { dynamic: false, quiet: false, stateDir: DEFAULT_STATE_DIR, fresh: false };
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
    } else return `unknown argument ${arg}`;
  }
  if (noState && stateDirGiven) return '--no-state keeps no workspaces and --state-dir names where to keep them: give one';
  if (noState && out.fresh) return '--no-state always starts from the seed: --fresh goes with a state directory';
  if (noState) out.stateDir = undefined;
  return out;
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
