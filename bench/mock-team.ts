/**
 * A test team on one mock (issue 52 item 5): `npm run bench -- mock-team [--workspaces 30] [--seconds 10]
 * [--think 250]`. Each workspace is a simulated tester looping through the real client and envelope
 * (the conformance kit's wire): the maker logs in (getRandomCount, imageCode, passwordLogin,
 * userInfoThree) and signs a 60,000.00 transfer between 浙江丰收茶业's two accounts (challenge +
 * transferSub; 多级 above 50,000: two approvals), checker1 and checker2 each sign their approval
 * (challenge + transAuthSubmit; the second books it), and the maker runs two queries (accountListQry,
 * transferOrderQry), pausing `think` ms between calls as a quick tester does. The same loop in one
 * workspace, for the same time, is the baseline in the same run: calls per second and p50/p95/p99 per
 * call, with the ratio p95(N)/p95(1) (the issue's target: at most 2x). Then the heap per idle workspace
 * (100 made, after a full collection each side), and that no answer came from another workspace's state:
 * each workspace's instructions, ledger and balances are its own loop's alone. The mock runs in this
 * process, as in the dual-control bench.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startMock, type RunningMock } from '../mock-server/server.ts';
import type { PersonaConfig } from '../tools/conformance/config.ts';
import type { Exchange } from '../tools/conformance/model.ts';
import { rateLimiter } from '../tools/conformance/rate.ts';
import { logIn, type Session, softwareKey } from '../tools/conformance/session.ts';
import { signTransaction } from '../tools/conformance/signing.ts';
import { type Body, type Browser, call, installKitWire, newBrowser } from '../tools/conformance/wire.ts';
import { testKeys } from '../tests/support/keys.ts';
import { ratio, record, table } from './util.ts';

const MAIN: string = '6230910000034567890';
const SECOND: string = '6230910000045678901';
const NAME = '浙江丰收茶业有限公司';
const AMOUNT = 6_000_000; // fen: 60,000.00, above the 多级 threshold
const SEED: Record<string, number> = { [MAIN]: 86_000_000, [SECOND]: 3_000_000 };
const signer = softwareKey(testKeys.ukeyPrivate);
const persona = (login: string): PersonaConfig => ({
  name: login, login: { method: 'password', user: login, password: 'Eis@2026' }, operations: [], roles: [],
});

/** The bench's settings from its arguments (`--workspaces`, `--seconds`, `--think`, `--idle`). */
export function teamSettings(argv: readonly string[]) {
  const number = (flag: string, fallback: number, max: number) => {
    const at = argv.indexOf(flag);
    if (at < 0) return fallback;
    const value = Number(argv[at + 1]);
    if (!Number.isInteger(value) || value < 0 || value > max) throw new Error(`bench mock-team: ${flag} is a whole number from 0 to ${String(max)}`);
    return value;
  };
  return {
    workspaces: Math.max(1, number('--workspaces', 30, 199)), seconds: Math.max(1, number('--seconds', 10, 3600)),
    think: number('--think', 250, 60_000), idle: Math.max(1, number('--idle', 100, 150)),
  };
}

function collect(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const pct = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)] ?? Number.NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The failed calls by operation and refusal, printed after the run. */
const failed = new Map<string, number>();

/** A browser in a workspace, as the portal's test build sends its calls. */
function browserIn(workspace: string, name: string): Browser {
  const plain = newBrowser(`${name}@${workspace}`);
  return {
    name: plain.name,
    fetch: (request) => {
      request.headers.set('x-mock-workspace', workspace);
      return plain.fetch(request);
    },
  };
}

/** One tester's workspace: what its loop did, for the check of its state after. */
interface Tester {
  workspace: string;
  times: number[];
  failures: number;
  submitted: number;
  /** Booked transfers each way. */
  booked: { out: number; back: number };
}

async function loggedIn(workspace: string, login: string): Promise<Session> {
  const outcome = await logIn(persona(login), testKeys.sm2Public, browserIn(workspace, login));
  if ('problem' in outcome) throw new Error(outcome.problem);
  return outcome.session;
}

/** The tester's loop until `until` (performance.now()). */
async function loop(tester: Tester, until: number, think: number): Promise<void> {
  const { workspace } = tester;
  const [checker1, checker2] = [await loggedIn(workspace, 'checker1'), await loggedIn(workspace, 'checker2')];
  const timed = async (run: () => Promise<Exchange | Exchange[]>) => {
    const exchanges = [await run()].flat();
    for (const ex of exchanges) {
      tester.times.push(ex.ms);
      if (!ex.client?.ok) {
        tester.failures++;
        const key = `${ex.operationId} ${ex.client?.status ?? ''} ${ex.client?.message.slice(0, 60) ?? ''}`;
        failed.set(key, (failed.get(key) ?? 0) + 1);
      }
    }
    if (think > 0) await sleep(think);
    return exchanges.at(-1);
  };
  const signed = async (session: Session, operationId: string, values: Body) => {
    const signing = await signTransaction(session, signer, operationId, values);
    if ('problem' in signing) return signing.exchanges;
    return [...signing.exchanges, await call(session.browser, operationId, signing.body, operationId)];
  };
  while (performance.now() < until) {
    const maker = await logIn(persona('maker'), testKeys.sm2Public, browserIn(workspace, 'maker'));
    for (const ex of maker.exchanges) tester.times.push(ex.ms);
    if ('problem' in maker) {
      tester.failures++;
      continue;
    }
    const back = (tester.booked.out + tester.booked.back) % 2 === 1;
    const [from, to] = back ? [SECOND, MAIN] : [MAIN, SECOND];
    const values = {
      TRANS_NAME: '单笔转账', ACCT_NO: from, ACCT_NAME: NAME, PAYEE_ACCT_NO: to, PAYEE_ACCT_NAME: NAME,
      PAYEE_BANK_NAME: '浙江衢州柯城农村商业银行', TRAN_AMT: '60000.00', CURRENCY: 'CNY', REMARK: '调拨',
    };
    const sub = await timed(() => signed(maker.session, 'transferSub', values));
    const trans = sub?.client?.ok ? (sub.client.body as Body).TRANS_SEQ : undefined;
    const seq = typeof trans === 'string' ? trans : '';
    if (seq) tester.submitted++;
    const decision = {
      AUTH_TYPE: '1', TRANS_NAME: '单笔转账', ORIG_TRANS_SEQ: seq, ACCT_NO: from, PAYEE_ACCT_NO: to, PAYEE_ACCT_NAME: NAME, TRAN_AMT: '60000.00',
    };
    const first = seq ? await timed(() => signed(checker1, 'transAuthSubmit', decision)) : undefined;
    const second = first?.client?.ok ? await timed(() => signed(checker2, 'transAuthSubmit', decision)) : undefined;
    if (second?.client?.ok) tester.booked[back ? 'back' : 'out']++;
    await timed(() => call(maker.session.browser, 'accountListQry', {}, 'balance'));
    await timed(() => call(maker.session.browser, 'transferOrderQry', { PAGE_NO: '1', PAGE_SIZE: '10' }, 'orders'));
  }
}

/** N testers in N workspaces for `seconds`: every call's time. */
async function run(mock: RunningMock, prefix: string, n: number, seconds: number, think: number): Promise<Tester[]> {
  const testers: Tester[] = [];
  for (let i = 0; i < n; i++) {
    const workspace = `${prefix}-${String(i)}`;
    const made = await fetch(`${mock.url}/__mock/workspaces`, { method: 'POST', body: JSON.stringify({ name: workspace }) });
    if (made.status !== 201) throw new Error(`workspace ${workspace}: ${await made.text()}`);
    testers.push({ workspace, times: [], failures: 0, submitted: 0, booked: { out: 0, back: 0 } });
  }
  const until = performance.now() + seconds * 1000;
  await Promise.all(testers.map((t) => loop(t, until, think)));
  return testers;
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
}

function figures(testers: Tester[], seconds: number): Figures {
  const all = testers.flatMap((t) => t.times).sort((a, b) => a - b);
  return {
    calls: all.length, perSecond: all.length / seconds, p50: pct(all, 0.5), p95: pct(all, 0.95), p99: pct(all, 0.99),
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

export async function mockTeamBench(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  const settings = teamSettings(argv);
  const mock = await startMock({ port: 0 });
  try {
    installKitWire(mock.url, testKeys.sm2Public, rateLimiter(undefined));
    await run(mock, 'warm', 1, 2, 0); // lazy imports, the optimising compiler
    const perIdle = await idleHeap(mock, settings.idle); // before the busy runs leave garbage behind
    const one = await run(mock, 'solo', 1, settings.seconds, settings.think);
    const many = await run(mock, 'team', settings.workspaces, settings.seconds, settings.think);
    const seed = (await (await fetch(`${mock.url}/__mock/bank`)).json()) as { instructions: unknown[] };
    const problems = await isolationProblems(mock, [...one, ...many], seed.instructions.length);
    for (const t of [...one, ...many, { workspace: 'warm-0' }]) {
      await fetch(`${mock.url}/__mock/workspaces/${t.workspace}`, { method: 'DELETE' });
    }
    const [a, b] = [figures(one, settings.seconds), figures(many, settings.seconds)];
    const row = (label: string, f: Figures) => [
      label, String(f.calls), f.perSecond.toFixed(1), `${f.p50.toFixed(1)} ms`, `${f.p95.toFixed(1)} ms`, `${f.p99.toFixed(1)} ms`, String(f.booked), String(f.failures),
    ];
    console.log(`${String(settings.seconds)} s each, ${String(settings.think)} ms between a tester's calls; 12 calls a loop (login 4, transfer 2, two approvals 4, queries 2)\n`);
    console.log(table(
      ['testers (a workspace each)', 'calls', 'calls/s', 'p50', 'p95', 'p99', 'booked', 'failed'],
      [row('1 (baseline)', a), row(String(settings.workspaces), b)],
    ));
    console.log(`\np95 ratio ${ratio(b.p95, a.p95)} (target at most 2.00x); heap per idle workspace ${(perIdle / 1024).toFixed(1)} KB ` +
      `(${String(settings.idle)} made); isolation: ${problems.length === 0 ? `every one of ${String(one.length + many.length)} workspaces holds its own loop's state alone` : 'BROKEN'}\n`);
    if (failed.size > 0) console.log(`failed calls: ${[...failed].map(([k, n]) => `${k} (${String(n)})`).join('; ')}\n`);
    record('mockTeam.workspaces.count', settings.workspaces);
    record('mockTeam.one.p95Ms', a.p95);
    record('mockTeam.team.p95Ms', b.p95);
    record('mockTeam.team.p99Ms', b.p99);
    record('mockTeam.team.callsPerSecond', b.perSecond);
    record('mockTeam.p95.ratio', b.p95 / a.p95);
    record('mockTeam.idleWorkspace.kb', perIdle / 1024);
    if (problems.length > 0) throw new Error(`a workspace was answered from another's state:\n${problems.join('\n')}`);
  } finally {
    await mock.close();
  }
}
