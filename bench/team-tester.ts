/**
 * The simulated testers of `npm run bench -- mock-team` (issue 52 item 5), on their own thread
 * (./team-testers.ts starts it): the mock's process answers, this one acts, so the testers' own SM2
 * work (encrypting, signing, opening answers) does not run on the mock's event loop and is not counted
 * against it. Each tester works in its own workspace at a person's pace: a think time, drawn at random
 * between the given bounds, after every step (a login, a signed transfer, each approval, each query),
 * and a random start within the first think time, so testers do not move in lockstep.
 *
 * The loop: the maker logs in (getRandomCount, imageCode, passwordLogin, userInfoThree) and signs a
 * 60,000.00 transfer between 浙江丰收茶业's two accounts (challenge + transferSub; 多级 above 50,000: two
 * approvals), checker1 and checker2 each sign their approval (challenge + transAuthSubmit; the second
 * books it), and the maker runs two queries (accountListQry, transferOrderQry).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PersonaConfig } from '../tools/conformance/config.ts';
import type { Exchange } from '../tools/conformance/model.ts';
import { rateLimiter } from '../tools/conformance/rate.ts';
import { logIn, type Session, softwareKey } from '../tools/conformance/session.ts';
import { signTransaction } from '../tools/conformance/signing.ts';
import { type Body, type Browser, call, installKitWire, newBrowser } from '../tools/conformance/wire.ts';
import { testKeys } from '../tests/support/keys.ts';

export const MAIN = '6230910000034567890';
export const SECOND = '6230910000045678901';
const NAME = '浙江丰收茶业有限公司';

/** What the mock's thread asks for: these workspaces' testers, for this long, at this pace. */
export interface TeamRun {
  workspaces: string[];
  seconds: number;
  /** The think time's bounds (ms). */
  think: [number, number];
}

/** One tester's workspace: what its loop did, for the figures and the check of its state after. */
export interface Tester {
  workspace: string;
  times: number[];
  failures: number;
  submitted: number;
  /** Booked transfers each way. */
  booked: { out: number; back: number };
}

export interface TeamResult {
  testers: Tester[];
  /** The failed calls by operation and refusal. */
  failed: Array<[string, number]>;
}

const signer = softwareKey(testKeys.ukeyPrivate);
const persona = (login: string): PersonaConfig => ({
  name: login, login: { method: 'password', user: login, password: 'Eis@2026' }, operations: [], roles: [],
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
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

async function loggedIn(workspace: string, login: string): Promise<Session> {
  const outcome = await logIn(persona(login), testKeys.sm2Public, browserIn(workspace, login));
  if ('problem' in outcome) throw new Error(outcome.problem);
  return outcome.session;
}

/** The tester's loop until `until` (performance.now()), thinking between `think`'s bounds after each step. */
async function loop(tester: Tester, until: number, think: [number, number]): Promise<void> {
  const pause = () => sleep(think[0] + Math.random() * (think[1] - think[0]));
  const { workspace } = tester;
  await sleep(Math.random() * think[1]); // testers do not start in step
  const [checker1, checker2] = [await loggedIn(workspace, 'checker1'), await loggedIn(workspace, 'checker2')];
  const note = (exchanges: Exchange[]) => {
    for (const ex of exchanges) {
      tester.times.push(ex.ms);
      if (!ex.client?.ok) {
        tester.failures++;
        const key = `${ex.operationId} ${ex.client?.status ?? ''} ${ex.client?.message.slice(0, 60) ?? ''}`;
        failed.set(key, (failed.get(key) ?? 0) + 1);
      }
    }
  };
  const timed = async (run: () => Promise<Exchange | Exchange[]>) => {
    const exchanges = [await run()].flat();
    note(exchanges);
    await pause();
    return exchanges.at(-1);
  };
  const signed = async (session: Session, operationId: string, values: Body) => {
    const signing = await signTransaction(session, signer, operationId, values);
    if ('problem' in signing) return signing.exchanges;
    return [...signing.exchanges, await call(session.browser, operationId, signing.body, operationId)];
  };
  while (performance.now() < until) {
    const maker = await logIn(persona('maker'), testKeys.sm2Public, browserIn(workspace, 'maker'));
    note(maker.exchanges);
    await pause();
    if ('problem' in maker) continue;
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

/** The testers of `run`, each in its workspace, until its time is up. */
export async function runTesters(run: TeamRun): Promise<TeamResult> {
  failed.clear();
  const testers: Tester[] = run.workspaces.map((workspace) => ({
    workspace, times: [], failures: 0, submitted: 0, booked: { out: 0, back: 0 },
  }));
  const until = performance.now() + run.seconds * 1000;
  await Promise.all(testers.map((t) => loop(t, until, run.think)));
  return { testers, failed: [...failed] };
}

// on the testers' thread: the mock's URL comes with the thread, each run as a message
if (parentPort && (workerData as { mockUrl?: string } | null)?.mockUrl) {
  installKitWire((workerData as { mockUrl: string }).mockUrl, testKeys.sm2Public, rateLimiter(undefined));
  parentPort.on('message', (run: TeamRun) => {
    void runTesters(run).then((result) => parentPort?.postMessage(result));
  });
}
