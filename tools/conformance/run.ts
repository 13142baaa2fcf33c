/**
 * One conformance run (issue 53): the portal's client pointed at the gateway, its clock measured, the
 * personas logged in, every selected operation called (at most `--concurrency` at once), then the
 * probes one after another (they move money and read balances), then the personas logged out. The
 * result is every case with its calls and checks, and how much of the contract was exercised.
 */
import { randomInt } from 'node:crypto';
import type { Options } from './args.ts';
import { SUCCESS } from './checks.ts';
import type { Config, PersonaConfig } from './config.ts';
import { type Contract, OPERATIONS } from './contract.ts';
import { type ControlPlane, mockControlPlane } from './control.ts';
import { CaseRecorder, type Kit } from './kit.ts';
import { type CaseResult, NOT_SELECTED, type RunSummary } from './model.ts';
import { PROBES, runProbe } from './probes/index.ts';
import { rateLimiter, runPool } from './rate.ts';
import { select, type Selectable, unmatched } from './select.ts';
import { keyProblem, logIn, logOut, type Session, softwareKey } from './session.ts';
import { sweepJobs } from './sweep.ts';
import { call, installKitWire, newBrowser, syncClock } from './wire.ts';

export type Progress =
  | { readonly kind: 'start'; readonly total: number }
  | { readonly kind: 'case'; readonly result: CaseResult; readonly done: number; readonly total: number };

export interface RunInput {
  readonly options: Options;
  readonly config: Config;
  readonly personas: readonly PersonaConfig[];
  readonly contract: Contract;
  readonly progress?: (event: Progress) => void;
}

/** A kit before its personas have logged in. */
type Base = Omit<Kit, 'sessions' | 'loginProblems'>;

const operationItems = OPERATIONS.map((op) => ({
  op, id: `operation:${op.operationId}`, names: [op.operationId, op.area, `operation:${op.operationId}`, 'operations'],
}));
const probeItems = PROBES.map((probe) => ({ probe, id: `probe:${probe.name}`, names: [probe.name, `probe:${probe.name}`, probe.family, 'probes'] }));

/** The --only and --skip names that match no operation and no probe. */
export function unknownNames(only: readonly string[], skip: readonly string[]): string[] {
  const all: Selectable[] = [...operationItems, ...probeItems];
  return [...unmatched(all, only), ...unmatched(all, skip)];
}

/** Whether the gateway answers at all (getServerTime, as the portal's start-up asks it); why not otherwise. */
async function reachable(target: string): Promise<string | undefined> {
  const browser = newBrowser('start-up');
  const ex = await call(browser, 'getServerTime', {}, 'clock');
  if (ex.wireAnswer === undefined) return `cannot reach the gateway at ${target}: ${ex.openError ?? (ex.client && !ex.client.ok ? ex.client.message : 'no answer')}`;
  await syncClock(browser);
  return undefined;
}

/** Logs a persona in: its case (every login call checked) and its session. */
async function personaLogin(kit: Base, persona: PersonaConfig) {
  const rec = new CaseRecorder(kit as Kit, { id: `setup:${persona.name}`, kind: 'setup', title: `log in as ${persona.name}`, group: 'sessions', persona: persona.name });
  const login = await logIn(persona, kit.gatewayKey);
  for (const ex of login.exchanges) await rec.expect(ex, SUCCESS);
  if ('session' in login) {
    const problem = keyProblem(login.session, kit.signer);
    if (problem) rec.skip('signing key', `${problem}: its signed calls are skipped`);
    else rec.pass('signing key matches the certificate');
  }
  return { result: rec.result(), login };
}

/** Which operations the run called (an answer came), and why each of the others was not. */
function coverage(cases: readonly CaseResult[]): RunSummary['operations'] {
  const answered = (c: CaseResult) => c.exchanges.filter((e) => e.wireAnswer !== undefined).map((e) => e.operationId);
  const called = new Set(cases.flatMap(answered));
  const why = new Map(cases.filter((c) => c.operationId).map((c) => [c.operationId, c.checks.find((k) => k.verdict === 'skip')?.reason]));
  const notExercised = OPERATIONS.filter((op) => !called.has(op.operationId)).map((op) => ({
    operationId: op.operationId,
    reason: why.has(op.operationId) ? (why.get(op.operationId) ?? 'no call was made') : NOT_SELECTED,
  }));
  return { total: OPERATIONS.length, exercised: OPERATIONS.length - notExercised.length, notExercised };
}

/** Everything before the first case: the names, the gateway, its clock, the control plane, the reset. */
async function prepare(input: RunInput): Promise<Base | { problem: string }> {
  const { options, config, contract } = input;
  const target = options.target ?? config.target;
  if (!target) return { problem: 'no gateway: give --target <url> or "target" in the configuration' };
  const unknown = unknownNames(options.only, options.skip);
  if (unknown.length > 0) return { problem: `--only/--skip: ${unknown.join(', ')} names no operation and no probe` };
  const control: ControlPlane | undefined = config.controlPlane === 'eis-mock' ? mockControlPlane(target) : undefined;
  if (options.ownsMock && !control) return { problem: '--owns-mock needs a mock gateway: "controlPlane": "eis-mock" in the configuration' };
  installKitWire(target, config.keys.gatewaySm2PublicKey, rateLimiter(options.rate));
  const unreachable = await reachable(target);
  if (unreachable) return { problem: unreachable };
  // only a mock this run owns is reset (issue 53): never a gateway others use
  if (options.ownsMock) await control?.reset();
  return {
    contract, config, target, gatewayKey: config.keys.gatewaySm2PublicKey,
    signer: softwareKey(config.keys.signerPrivateKey),
    seed: options.seed ?? randomInt(2 ** 31 - 1), personas: input.personas, ...(control ? { control } : {}),
  };
}

/** Logs every persona of the run in: their cases, and the kit with their sessions. */
async function logInAll(base: Base, concurrency: number, report: (r: CaseResult) => CaseResult) {
  const logins = await runPool(base.personas, concurrency, async (persona) => {
    const got = await personaLogin(base, persona);
    return { persona, result: report(got.result), login: got.login };
  });
  const sessions = new Map<string, Session>();
  const loginProblems = new Map<string, string>();
  for (const { persona, login } of logins) {
    if ('session' in login) sessions.set(persona.name, login.session);
    else loginProblems.set(persona.name, login.problem);
  }
  const kit: Kit = { ...base, sessions, loginProblems };
  return { kit, cases: logins.map((l) => l.result) };
}

/** Runs the kit; a message (exit code 2) when the run cannot start. */
export async function runConformance(input: RunInput): Promise<RunSummary | { problem: string }> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const base = await prepare(input);
  if ('problem' in base) return base;
  const { options } = input;
  const ops = select(operationItems, options.only, options.skip);
  const probes = select(probeItems, options.only, options.skip);
  const total = input.personas.length + ops.length + probes.length;
  let done = 0;
  const report = (result: CaseResult) => {
    done += 1;
    input.progress?.({ kind: 'case', result, done, total });
    return result;
  };
  input.progress?.({ kind: 'start', total });
  const { kit, cases: setup } = await logInAll(base, options.concurrency, report);
  const jobs = sweepJobs(kit, ops.map((o) => o.op));
  const swept = await runPool(jobs, options.concurrency, async (job) => report(await job.run()));
  const probed: CaseResult[] = [];
  for (const { probe } of probes) probed.push(report(await runProbe(kit, probe)));
  await Promise.all([...kit.sessions.values()].map((s) => logOut(s).catch(() => undefined)));
  const cases = [...setup, ...swept, ...probed];
  const ms = performance.now() - started;
  return { target: kit.target, startedAt, ms, seed: kit.seed, operations: coverage(cases), cases };
}
