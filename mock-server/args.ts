/**
 * `npm run mock`'s arguments: `--dynamic`, `--quiet`, `--scenario <name>` (a file of
 * mock-server/scenarios, by its stem or its name), `--traffic-limit <n>`, `--portal-url <url>` (the
 * portal's address, for the console's links into a workspace; `npm start` passes its dev server's).
 * Pure but for reading the scenario files; a bad argument is a message (index.ts prints it and exits 2).
 */
import { findScenario, listScenarios, SCENARIO_DIR, type Scenario, ScenarioError, scenarioNames } from './scenario.ts';
import { limitRefusal } from './traffic-log.ts';

export const USAGE = 'usage: npm run mock [-- --dynamic] [--quiet] [--scenario <name>] [--traffic-limit <calls>] [--portal-url <url>]';

export interface MockArgs {
  dynamic: boolean;
  quiet: boolean;
  scenario?: Scenario;
  trafficLimit?: number;
  portalUrl?: string;
}

/** The arguments, or a message saying what is wrong with them. */
export function parseMockArgs(argv: readonly string[], scenarioDir: string = SCENARIO_DIR): MockArgs | string {
  const out: MockArgs = { dynamic: false, quiet: false };
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
    } else if (flag === '--portal-url') {
      const url = portalUrlOf(value());
      if (!url) return '--portal-url is the portal\'s http(s) address, e.g. http://127.0.0.1:5173/eis-demo/';
      out.portalUrl = url;
    } else return `unknown argument ${arg}`;
  }
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
