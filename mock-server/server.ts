/**
 * Starts the whole mock: the bundled contract, Prism on an internal loopback port, and the gateway
 * in front of it. Used by `npm run mock`, `npm start` and the tests.
 */
import type { Server } from 'node:http';
import { BUNDLE, bundleContract } from '../generators/bundle.ts';
import { isObject, operations } from '../generators/schema-walk.ts';
import { bankSeed } from './bank/seed.ts';
import { consoleBuilt } from './console/build.ts';
import { type EnvelopeOffload, inline, startEnvelopeWorker } from './gateway/envelope-offload.ts';
import { createGateway } from './gateway/gateway.ts';
import type { GatewayOptions } from './gateway/options.ts';
import { serverSuites, testKeys } from './keys.ts';
import { PERSONAS } from './personas.ts';
import { type RunningPrism, startPrism } from './prism.ts';
import type { GatewayState } from './sessions/state.ts';
import { TrafficLog } from './recorder/traffic-log.ts';
import { type Persisted, persist, restoreAll } from './workspaces/persist.ts';
import type { Workspaces } from './workspaces/registry.ts';
import { FileStore } from './workspaces/store.ts';
import { loopbackHost, type Team } from './workspaces/testers.ts';

export interface MockOptions {
  /** 0: a free port. */
  port: number;
  /** Prism's dynamic (schema-generated) answers instead of the examples. */
  dynamic?: boolean;
  log?: (line: string) => void;
  /** false: open and seal large envelopes on the gateway's thread (to measure what the worker saves). */
  offload?: boolean;
  /** The traffic log's bound (default DEFAULT_TRAFFIC_LIMIT calls); false: no traffic log (the bench's baseline). */
  traffic?: { limit?: number } | false;
  /** Where the scenarios are (default mock-server/scenarios). */
  scenarioDir?: string;
  /** The portal's origins where its pages are not at the Host the mock is sent (nginx): GatewayOptions.origins. */
  origins?: readonly string[];
  /**
   * Where the workspaces are kept between runs (issue 52 item 4, ./workspaces/store.ts): restored from
   * there at start, saved there after the calls that change them. Absent: nothing kept (the tests).
   */
  stateDir?: string;
  /** With stateDir: start from the seed, the saved workspaces removed (`--fresh`). */
  fresh?: boolean;
  /** A workspace idle this long is dropped, and its file (default 7 days, `--workspace-idle`). */
  workspaceIdleMs?: number;
  /** The portal's address, for the console's links into a workspace: GatewayOptions.portalUrl. */
  portalUrl?: string;
  /** The address to listen on (default 127.0.0.1); beyond loopback only with `team` (issue 52 item 3). */
  host?: string;
  /** The testers of a shared mock (./workspaces/testers.ts): GatewayOptions.team. */
  team?: Team;
  /**
   * A Prism already answering over the same bundled contract, in its examples mode, which this mock
   * uses and leaves running (the node tests share one: tests/support/node-setup.ts). Prism keeps no
   * state, so mocks sharing it stay apart; absent: the mock starts its own and stops it on close.
   */
  prism?: { url: string };
}

/** The Prism a mock answers from: its address, and how long it took to answer (0: one it was given). */
export interface MockPrism {
  url: string;
  startupMs: number;
}

export interface RunningMock {
  url: string;
  port: number;
  prism: MockPrism;
  state: GatewayState;
  /** The traffic log (./traffic.ts); undefined when started with traffic: false. */
  traffic: TrafficLog | undefined;
  workspaces: Workspaces;
  /** The workspaces' store at work (saves, expiry); undefined without stateDir. */
  store: Persisted | undefined;
  /** The mock back to its start, as POST /__mock/reset (its state and its traffic log). */
  reset: () => void;
  /** How many large envelopes were opened or sealed on the envelope worker (./envelope-offload.ts). */
  envelopesOnWorker(): number;
  close(): Promise<void>;
}

/** The contract's calls as the gateway knows them: by path, and which need no session or no envelope. */
function contractOperations(doc: Awaited<ReturnType<typeof bundleContract>>['doc']) {
  const ops = operations(doc);
  const isPublic = (o: (typeof ops)[number]) => Array.isArray(o.op.security) && o.op.security.length === 0;
  // the gateway knows a call by its path in the contract, and its security by the operation there (issue 39)
  const operationsByPath = new Map(ops.filter((o) => o.method === 'post').map((o) => [o.path, o.operationId]));
  const publicOperations = new Set(ops.filter(isPublic).map((o) => o.operationId));
  const plainOperations = new Set(ops.filter((o) => o.op['x-eis-encrypt'] === false).map((o) => o.operationId));
  if (!isObject(doc.paths)) throw new Error('the contract has no paths');
  return { operationsByPath, publicOperations, plainOperations };
}

/** Listens on the port and host; a taken port is a message naming MOCK_PORT. */
async function listen(server: Server, port: number, host: string): Promise<void> {
  try {
    await new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(port, host, () => {
        server.off('error', fail);
        ok();
      });
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message = code === 'EADDRINUSE'
      ? `port ${port} on ${host} is taken; stop what uses it or set MOCK_PORT=<free port>`
      : String(error);
    throw new Error(message, { cause: error });
  }
}

/** The URL this machine reaches the mock at: loopback, unless it listens on one address beyond it. */
function reachUrl(host: string, port: number): string {
  const reach = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${reach}:${port}`;
}

/** What the mock runs beside the gateway: Prism, the envelope suites and offload, the traffic log. */
interface Running {
  prism: MockPrism;
  suites: GatewayOptions['suites'];
  offload: EnvelopeOffload;
  traffic: TrafficLog | false;
}

/** The gateway's options: the contract's calls, the TEST-ONLY keys, the bank's seed; its changes go to `kept.store`. */
function gatewayOptions(
  options: MockOptions, doc: Awaited<ReturnType<typeof bundleContract>>['doc'], running: Running, kept: { store?: Persisted },
): GatewayOptions {
  const { operationsByPath, publicOperations, plainOperations } = contractOperations(doc);
  return {
    offload: running.offload,
    traffic: running.traffic,
    ...(options.scenarioDir ? { scenarioDir: options.scenarioDir } : {}),
    ...(options.origins ? { origins: options.origins } : {}),
    ...(options.portalUrl ? { portalUrl: options.portalUrl } : {}),
    ...(options.team ? { team: options.team } : {}),
    prismUrl: running.prism.url,
    suites: running.suites,
    sm2PrivateKey: testKeys.sm2Private,
    ukeyPublicKey: testKeys.ukeyPublic,
    operations: operationsByPath,
    publicOperations,
    plainOperations,
    // the bank's accounts, entries and instructions start from the contract's examples
    bankSeed: bankSeed(doc, PERSONAS),
    ...(options.log ? { log: options.log } : {}),
    // the testers' console at /__mock/, built on its first request when missing or stale (./console/build.ts)
    console: () => consoleBuilt(options.log),
    onChange: (ws) => kept.store?.changed(ws),
    onWorkspaces: (changed) => kept.store?.listChanged(changed),
  };
}

/** The mock's Prism: the one it was given, or its own (stopped with the mock). */
async function prismFor(options: MockOptions): Promise<{ prism: MockPrism; stopPrism: () => Promise<void> }> {
  if (options.prism) {
    if (options.dynamic) throw new Error('a Prism the mock is given answers in its own mode: --dynamic needs the mock\'s own Prism');
    return { prism: { url: options.prism.url, startupMs: 0 }, stopPrism: () => Promise.resolve() };
  }
  const args = options.dynamic ? ['--dynamic', '--seed', '42', '--json-schema-faker-fillProperties=false'] : [];
  const own: RunningPrism = await startPrism(BUNDLE, args);
  return { prism: { url: own.url, startupMs: own.startupMs }, stopPrism: own.stop };
}

export async function startMock(options: MockOptions): Promise<RunningMock> {
  const host = options.host ?? '127.0.0.1';
  if (!loopbackHost(host) && !options.team) {
    throw new Error(`the mock serves ${host} (beyond this machine) only with testers' tokens: --tokens <file> (mock-server/README.md, "One mock on a test host")`);
  }
  const contract = await bundleContract();
  // a bad bound is refused before anything starts
  const traffic = options.traffic === false ? false : new TrafficLog(options.traffic?.limit);
  const { prism, stopPrism } = await prismFor(options);
  const suites = await serverSuites();
  // large envelopes are opened and sealed on a worker thread, so they do not stall other calls
  const offload = options.offload === false ? inline : startEnvelopeWorker();
  const kept: { store?: Persisted } = {};
  const { server, state, reset, workspaces } = createGateway(
    gatewayOptions(options, contract.doc, { prism, suites, offload, traffic }, kept),
  );
  if (options.workspaceIdleMs !== undefined) workspaces.idleMs = options.workspaceIdleMs;
  try {
    const { stateDir, fresh, log } = options;
    kept.store = stateDir === undefined ? undefined : keptIn(workspaces, stateDir, fresh === true, log);
  } catch (error) {
    await offload.close();
    await stopPrism();
    throw error;
  }
  try {
    await listen(server, options.port, host);
  } catch (error) {
    kept.store?.close();
    await offload.close();
    await stopPrism();
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: reachUrl(host, port),
    port,
    prism,
    state,
    traffic: traffic || undefined,
    workspaces,
    store: kept.store,
    reset,
    envelopesOnWorker: () => offload.onWorker(),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => {
        r();
      }));
      kept.store?.close();
      await stopPrism();
      await offload.close();
    },
  };
}

const noLog = (): void => undefined;

/** The workspaces restored from their directory (none with fresh: its files are removed), then saved there. */
function keptIn(workspaces: Workspaces, dir: string, fresh: boolean, log: (line: string) => void = noLog): Persisted {
  const files = new FileStore(dir, log);
  try {
    if (fresh) {
      files.clear();
      log(`workspaces: --fresh, from the seed; the saved workspaces in ${dir} are removed`);
    } else {
      const started = performance.now();
      const restored = restoreAll(workspaces, files, log);
      log(`workspaces: ${String(restored)} restored from ${dir} in ${String(Math.round(performance.now() - started))} ms`);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    const message = `the state directory ${dir} cannot be used (${code}); give another with --state-dir, or --no-state`;
    throw new Error(message, { cause: error });
  }
  return persist(workspaces, files, { log });
}
