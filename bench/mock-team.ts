/**
 * A test team on one mock (issue 52 item 5): `npm run bench -- mock-team [--ramp 10,30,60,120,190]
 * [--seconds 25] [--think 1000-3000] [--idle 100]`. Each workspace is a simulated tester looping
 * through the real client and envelope (./team-tester.ts: login, a 60,000.00 transfer under 多级, its
 * two approvals, two queries) at a person's pace: a think time of 1 to 3 s, drawn at random, after each
 * step. The testers run on their own thread (./team-testers.ts), not on the mock's event loop: a real
 * team's browsers run on their own machines, and a bench that hammers without pause from inside the
 * mock's process measures the bench's own SM2 work, not the mock. The mock runs in this process.
 *
 * First one tester alone (twice the step's time, for enough calls): the baseline. Then the ramp: N
 * testers, a workspace each, for each N in turn, until the gateway's own p95 per call (its traffic
 * log's time from a call's arrival to its answer) passes twice the baseline's: that N is where one
 * mock process stops keeping up (ADR 0019's threshold for a shared store and several mock processes).
 * For each step: calls per second, the testers' p50/p95/p99 per call (their thread's own queue
 * included: on this machine they share it and its cores), the gateway's p95, each p95's ratio to the
 * baseline's, and how busy the mock's event loop was (its utilisation; 100 % is a saturated loop). Then
 * the heap per idle workspace (100 made, after a full collection each side), and that no answer came
 * from another workspace's state: each workspace's instructions, ledger and balances are its own loop's.
 */
import { performance as perf } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startMock, type RunningMock } from '../mock-server/server.ts';
import { MAIN, SECOND, type TeamResult, type Tester } from './team-tester.ts';
import { startTesterThread, type TesterThread } from './team-testers.ts';
import { ratio, record, table } from './util.ts';

type Body = Record<string, unknown>;
const AMOUNT = 6_000_000; // fen: 60,000.00, above the 多级 threshold
const SEED: Record<string, number> = { [MAIN]: 86_000_000, [SECOND]: 3_000_000 };

/** The bench's settings from its arguments (`--ramp`, `--seconds`, `--think`, `--idle`). */
export function teamSettings(argv: readonly string[]) {
  const given = (flag: string) => {
    const at = argv.indexOf(flag);
    return at < 0 ? undefined : argv[at + 1] ?? '';
  };
  const whole = (text: string, flag: string, min: number, max: number) => {
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max) throw new Error(`bench mock-team: ${flag} takes whole numbers from ${String(min)} to ${String(max)}, got ${JSON.stringify(text)}`);
    return value;
  };
  // a step's workspaces go before the next step's are made: the mock holds MAX_WORKSPACES (200) with default
  const ramp = (given('--ramp') ?? given('--workspaces') ?? '10,30,60,120,190').split(',').map((n) => whole(n.trim(), '--ramp', 1, 198));
  const think = (given('--think') ?? '1000-3000').split('-').map((n) => whole(n.trim(), '--think', 0, 60_000));
  const [low = 0, high = low] = think;
  if (high < low) throw new Error('bench mock-team: --think is min-max in ms, e.g. 1000-3000');
  return {
    ramp: [...new Set(ramp)].sort((x, y) => x - y), seconds: whole(given('--seconds') ?? '25', '--seconds', 1, 3600),
    think: [low, high] as [number, number], idle: whole(given('--idle') ?? '100', '--idle', 1, 150),
  };
}

function collect(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const pct = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)] ?? Number.NaN;

/**
 * The gateway's own time for each call of these workspaces, from its arrival to its answer written
 * (their traffic logs' latencyMs), sorted: the mock's part of what the testers measured, without the
 * testers' thread, whose own SM2 work queues their calls as a team's browsers on their own machines
 * do not.
 */
async function gatewayTimes(mock: RunningMock, workspaces: readonly string[]): Promise<number[]> {
  const times: number[] = [];
  for (const workspace of workspaces) {
    const answer = await fetch(`${mock.url}/__mock/traffic`, { headers: { 'x-mock-workspace': workspace } });
    const { entries } = (await answer.json()) as { entries: Array<{ latencyMs: number }> };
    times.push(...entries.map((e) => e.latencyMs));
  }
  return times.sort((a, b) => a - b);
}

/** N testers in N new workspaces for `seconds`, on the testers' thread; how busy the mock's loop was. */
async function run(
  mock: RunningMock, testers: TesterThread, prefix: string, n: number, seconds: number, think: [number, number],
): Promise<TeamResult & { busy: number; gateway: number[] }> {
  const workspaces = Array.from({ length: n }, (_, i) => `${prefix}-${String(i)}`);
  for (const workspace of workspaces) {
    const made = await fetch(`${mock.url}/__mock/workspaces`, { method: 'POST', body: JSON.stringify({ name: workspace }) });
    if (made.status !== 201) throw new Error(`workspace ${workspace}: ${await made.text()}`);
  }
  const before = perf.eventLoopUtilization();
  const result = await testers.run({ workspaces, seconds, think });
  const busy = perf.eventLoopUtilization(before).utilization;
  return { ...result, busy, gateway: await gatewayTimes(mock, workspaces) };
}

/** Each workspace holds its own loop's instructions, bookings and balances, and nobody else's. */
async function isolationProblems(mock: RunningMock, testers: Tester[], seeded: number): Promise<string[]> {
  const problems: string[] = [];
  for (const t of testers) {
    const control = async (path: string) =>
      (await (await fetch(`${mock.url}/__mock/${path}`, { headers: { 'x-mock-workspace': t.workspace } })).json()) as Body;
    const bank = await control('bank') as { instructions: unknown[]; accounts: Array<{ acctNo: string; balance: string }> };
    const ledger = (await control('ledger')).entries as unknown[];
    const booked = t.booked.out + t.booked.back;
    const moved = (t.booked.out - t.booked.back) * AMOUNT;
    const expected: Record<string, number> = {
      [MAIN]: (SEED[MAIN] ?? 0) - moved, [SECOND]: (SEED[SECOND] ?? 0) + moved,
    };
    if (bank.instructions.length !== seeded + t.submitted) {
      problems.push(`${t.workspace}: ${String(bank.instructions.length)} instructions, the seed's ${String(seeded)} and its loop's ${String(t.submitted)}`);
    }
    // the ledger holds each signed call that was accepted: the submission and both approvals
    if (ledger.length < t.submitted + booked) problems.push(`${t.workspace}: ${String(ledger.length)} ledger entries for ${String(t.submitted)} submissions and ${String(booked)} bookings`);
    for (const acctNo of [MAIN, SECOND]) {
      const balance = Math.round(Number(bank.accounts.find((a) => a.acctNo === acctNo)?.balance) * 100);
      const own = expected[acctNo] ?? 0;
      if (balance !== own) problems.push(`${t.workspace}: ${acctNo} holds ${String(balance)} fen, its own bookings make ${String(own)}`);
    }
  }
  return problems;
}

interface Figures {
  calls: number; perSecond: number; p50: number; p95: number; p99: number; failures: number; booked: number;
  /** The gateway's own p95 (gatewayTimes). */
  gatewayP95: number;
}

function figures(testers: Tester[], seconds: number, gateway: number[]): Figures {
  const all = testers.flatMap((t) => t.times).sort((a, b) => a - b);
  return {
    calls: all.length, perSecond: all.length / seconds, p50: pct(all, 0.5), p95: pct(all, 0.95), p99: pct(all, 0.99),
    gatewayP95: pct(gateway, 0.95),
    failures: testers.reduce((s, t) => s + t.failures, 0),
    booked: testers.reduce((s, t) => s + t.booked.out + t.booked.back, 0),
  };
}

/** The heap one idle workspace holds: `count` made, after a full collection before and after; then removed. */
async function idleHeap(mock: RunningMock, count: number): Promise<number> {
  collect();
  collect(); // the busy run's workspaces, removed just before, go in the first
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < count; i++) {
    await fetch(`${mock.url}/__mock/workspaces`, { method: 'POST', body: JSON.stringify({ name: `idle-${String(i)}` }) });
  }
  collect();
  const after = process.memoryUsage().heapUsed;
  for (let i = 0; i < count; i++) await fetch(`${mock.url}/__mock/workspaces/idle-${String(i)}`, { method: 'DELETE' });
  return (after - before) / count;
}

/**
 * A step's row: testers, calls, calls/s, p50, p95, p99 and its ratio, the gateway's p95 and its ratio,
 * the mock's loop, booked, failed.
 */
const rowOf = (label: string, f: Figures, base: Figures, busy: number) => [
  label, String(f.calls), f.perSecond.toFixed(1), `${f.p50.toFixed(1)} ms`, `${f.p95.toFixed(1)} ms`, `${f.p99.toFixed(1)} ms`,
  ratio(f.p95, base.p95), `${f.gatewayP95.toFixed(1)} ms`, ratio(f.gatewayP95, base.gatewayP95), `${(busy * 100).toFixed(0)} %`,
  String(f.booked), String(f.failures),
];

const WHY = 'The testers act at a person\'s pace (a think time after each step) on their own thread, as a team\'s ' +
  'browsers run on their own machines: a bench that calls without pause from the mock\'s own process measures its ' +
  'own SM2 work on the mock\'s event loop, not what a team sees. On this machine they still share its cores with the mock.';

export async function mockTeamBench(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  const settings = teamSettings(argv);
  const mock = await startMock({ port: 0 });
  const testers = startTesterThread(mock.url);
  const [thinkLow, thinkHigh] = settings.think;
  try {
    // lazy imports and the optimising compiler, on both threads: two testers without pause for 10 s
    // (about 400 calls); with 2 s (some 40 calls) the baseline's p50 came out 1.6x the 10 testers' after it
    await run(mock, testers, 'warm', 2, 10, [0, 0]);
    const perIdle = await idleHeap(mock, settings.idle); // before the busy runs leave garbage behind
    console.log(`${WHY}\n`);
    console.log(`think time ${String(thinkLow)}-${String(thinkHigh)} ms after each step; 12 calls a loop (login 4, transfer 2, two approvals 4, queries 2); ` +
      `the baseline ${String(settings.seconds * 2)} s, each step ${String(settings.seconds)} s, until the gateway's own p95 ` +
      `passes 2x the baseline's (the testers' p95 beside it)\n`);
    const solo = await run(mock, testers, 'solo', 1, settings.seconds * 2, settings.think);
    const base = figures(solo.testers, settings.seconds * 2, solo.gateway);
    const rows = [rowOf('1 (baseline)', base, base, solo.busy)];
    const seed = (await (await fetch(`${mock.url}/__mock/bank`)).json()) as { instructions: unknown[] };
    // each step's workspaces are checked, then dropped, before the next step's are made (MAX_WORKSPACES)
    const problems: string[] = [];
    let checked = 0;
    const checkAndDrop = async (testers: Tester[]) => {
      problems.push(...await isolationProblems(mock, testers, seed.instructions.length));
      checked += testers.length;
      for (const t of testers) await fetch(`${mock.url}/__mock/workspaces/${t.workspace}`, { method: 'DELETE' });
    };
    await checkAndDrop(solo.testers);
    const failed = new Map(solo.failed);
    // the ramp goes on while the gateway's own p95 stays within 2x (the mock keeps up); the testers'
    // p95 is read beside it: `kept` is the last step within 2x by the gateway, `clientKept` by the testers
    let threshold: number | undefined;
    let kept: number | undefined;
    let clientKept: number | undefined;
    let clientPassed = false;
    for (const n of settings.ramp) {
      const step = await run(mock, testers, `team${String(n)}`, n, settings.seconds, settings.think);
      const f = figures(step.testers, settings.seconds, step.gateway);
      rows.push(rowOf(String(n), f, base, step.busy));
      await checkAndDrop(step.testers);
      for (const [k, c] of step.failed) failed.set(k, (failed.get(k) ?? 0) + c);
      record(`mockTeam.ramp.${String(n)}.p95Ms`, f.p95);
      record(`mockTeam.ramp.${String(n)}.gatewayP95Ms`, f.gatewayP95);
      record(`mockTeam.ramp.${String(n)}.callsPerSecond`, f.perSecond);
      record(`mockTeam.ramp.${String(n)}.loopBusy`, step.busy);
      clientPassed ||= f.p95 > 2 * base.p95;
      if (!clientPassed) clientKept = n;
      if (f.gatewayP95 > 2 * base.gatewayP95) {
        threshold = n;
        break;
      }
      kept = n;
    }
    for (const warm of ['warm-0', 'warm-1']) await fetch(`${mock.url}/__mock/workspaces/${warm}`, { method: 'DELETE' });
    console.log(table(
      ['testers (a workspace each)', 'calls', 'calls/s', 'p50', 'p95', 'p99', 'p95 / baseline', 'gateway p95', 'gateway / baseline',
        'mock loop busy', 'booked', 'failed'], rows,
    ));
    const upTo = (n: number | undefined) => (n === undefined ? 'none of the steps' : `${String(n)} testers`);
    const where = (threshold === undefined
      ? `the gateway's own p95 stayed within 2x the baseline's up to ${String(kept ?? 0)} testers (the ramp's last step)`
      : `one mock process keeps the gateway's own p95 within 2x the baseline's up to ${upTo(kept)}; at ${String(threshold)} it passes 2x`) +
      `; the testers' p95, their own thread's queue included, up to ${upTo(clientKept)}`;
    console.log(`\n${where}. Heap per idle workspace ${(perIdle / 1024).toFixed(1)} KB (${String(settings.idle)} made); isolation: ` +
      `${problems.length === 0 ? `every one of ${String(checked)} workspaces holds its own loop's state alone` : 'BROKEN'}\n`);
    if (failed.size > 0) console.log(`failed calls: ${[...failed].map(([k, n]) => `${k} (${String(n)})`).join('; ')}\n`);
    record('mockTeam.one.p95Ms', base.p95);
    record('mockTeam.one.gatewayP95Ms', base.gatewayP95);
    record('mockTeam.keptUpTo', kept ?? 0);
    record('mockTeam.testersKeptUpTo', clientKept ?? 0);
    record('mockTeam.passes2xAt', threshold ?? 0);
    record('mockTeam.idleWorkspace.kb', perIdle / 1024);
    if (problems.length > 0) throw new Error(`a workspace was answered from another's state:\n${problems.join('\n')}`);
  } finally {
    await testers.close();
    await mock.close();
  }
}
