/**
 * `npm run mock [-- --dynamic] [--quiet] [--scenario <name>] [--traffic-limit <n>] [--state-dir <dir> |
 * --no-state] [--fresh] [--workspace-idle <30m|12h|7d>] [--host <addr> --tokens <file>]`: Prism over the
 * contract behind the gateway, on 127.0.0.1:${MOCK_PORT:-4010} (or the --host, shared by a team of
 * testers with tokens); the workspaces restored from the state directory (.mock-state/); a scenario of
 * mock-server/scenarios applied once it runs. Ctrl-C stops both, the workspaces saved.
 * A bad argument: a message and exit code 2.
 */
import { portFromEnv } from './ports.ts';
import { parseMockArgs, USAGE } from './args.ts';
import { applyScenario, ScenarioError } from './recorder/scenario.ts';
import { startMock } from './server.ts';
import { idleText } from './workspaces/registry.ts';
import { team } from './workspaces/testers.ts';

const args = parseMockArgs(process.argv.slice(2));
if (typeof args === 'string') {
  console.error(`mock: ${args}\n${USAGE}`);
  process.exit(2);
}

try {
  const mock = await startMock({
    port: portFromEnv('MOCK_PORT', 4010),
    dynamic: args.dynamic,
    ...(args.host !== undefined ? { host: args.host } : {}),
    ...(args.testers ? { team: team(args.testers, args.hostNames) } : {}),
    ...(args.trafficLimit !== undefined ? { traffic: { limit: args.trafficLimit } } : {}),
    ...(args.portalUrl ? { portalUrl: args.portalUrl } : {}),
    ...(args.stateDir !== undefined ? { stateDir: args.stateDir, fresh: args.fresh } : {}),
    ...(args.workspaceIdleMs !== undefined ? { workspaceIdleMs: args.workspaceIdleMs } : {}),
    // quiet keeps the store's warnings (a saved workspace skipped, a save that failed)
    log: args.quiet
      ? (line: string) => {
          if (line.startsWith('workspace store:')) console.error(`mock: ${line}`);
        }
      : (line: string) => {
          console.log(`mock: ${line}`);
        },
  });
  let applied: ReturnType<typeof applyScenario> | undefined;
  try {
    applied = args.scenario ? applyScenario(args.scenario, mock.state, mock.reset) : undefined;
  } catch (error) {
    if (!(error instanceof ScenarioError)) throw error;
    console.error(`mock: the scenario does not apply: ${error.message}`);
    await mock.close();
    process.exit(2);
  }
  console.log(
    `\n  Mock gateway: ${mock.url}  (Prism ${args.dynamic ? 'dynamic' : 'examples'} on ${mock.prism.url}, ready in ${mock.prism.startupMs} ms)\n` +
    (applied ? `  Scenario: ${applied.name} (${args.scenario?.file ?? ''})\n` : '') +
    `  Testers' console: ${mock.url}/__mock/ (traffic, faults, sessions, the bank)\n` +
    `  Traffic log: ${mock.url}/__mock/traffic (the last ${String(mock.traffic?.limit ?? 0)} calls, decrypted)\n` +
    `  Workspaces: ${String(mock.workspaces.size)}, ${args.stateDir === undefined ? 'kept nowhere (--no-state)' : `kept in ${args.stateDir}`}` +
    `, dropped after ${idleText(mock.workspaces.idleMs)} idle\n` +
    (args.testers
      ? `  Shared on ${args.host ?? '127.0.0.1'} with ${String(args.testers.length)} testers' tokens; host names: ${['loopback', ...args.hostNames].join(', ')}\n`
      : '') +
      `  Personas, faults and scenarios: mock-server/README.md\n`,
  );
  const stop = () => {
    void mock.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`mock: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
