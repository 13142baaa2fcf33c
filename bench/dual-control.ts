/**
 * The mock bank under a tester team's load (issue 36): N instructions (default 200, enough for a 95th
 * percentile of 200 samples per step; BENCH_DUAL_N=1000 for the team-sized run: about 13 minutes)
 * through submit → approve → book, each step through the real client, signing flow and envelope to
 * the mock gateway on loopback, beside the same number of plain balance queries (accountListQry) as
 * the baseline, in the same process and run: the median and 95th percentile per step, their ratio to
 * the baseline's median, and the gateway's heap after (the mock runs in this process).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { balanceView } from '../mock-server/bank/views.ts';
import { startMock } from '../mock-server/server.ts';
import { send } from '@/api/client.ts';
import type { OperationCall } from '@/api/generated/areas.ts';
import { accountListQry, instructionDetailQry, transChallengeIssue } from '@/api/generated/sdk/sdk.gen.ts';
import { calls } from '@/api/generated/calls.ts';
import { planFor, textOf } from '@/protocol/signing/plan.ts';
import { idempotencyKey } from '@/signing/flow.ts';
import { sm2Signer } from '@/signing/sm2-signer.ts';
import { signatureVerifies } from '@/signing/verify.ts';
import { sessionStore } from '@/session/store.ts';
import { logIn } from '../tests/support/mock-session.ts';
import { testKeys } from '../tests/support/keys.ts';
import { median, ratio, record, table } from './util.ts';

const TRANSFER = {
  TRANS_NAME: '单笔转账', ACCT_NO: '6230910000034567890', ACCT_NAME: '浙江丰收茶业有限公司', PAYEE_ACCT_NO: '6230910000087654321',
  PAYEE_ACCT_NAME: '杭州禾丰农资贸易有限公司', PAYEE_BANK_NAME: '浙江余杭农村商业银行', TRAN_AMT: '100.00', CURRENCY: 'CNY',
};

/** A full collection before the heap is read (the flag set at run time: `npm run bench` starts Node without it). */
function collect(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** The approver's 同意 of an instruction of TRANSFER. */
const approval = (seq: string) => ({
  AUTH_TYPE: '1', TRANS_NAME: '单笔转账', ORIG_TRANS_SEQ: seq, ACCT_NO: TRANSFER.ACCT_NO,
  PAYEE_ACCT_NO: TRANSFER.PAYEE_ACCT_NO, PAYEE_ACCT_NAME: TRANSFER.PAYEE_ACCT_NAME, TRAN_AMT: TRANSFER.TRAN_AMT,
});

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? Number.NaN;

/** Milliseconds of each of `n` runs. */
async function timed(n: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * What the portal does for a signed transaction (src/signing/flow.ts, whose build settings tsx has not):
 * the gateway's challenge, the canonical text, the TEST-ONLY key's signature (every persona's
 * certificate holds it), the check against the certificate, the call.
 */
async function signed(operationId: string, values: Record<string, string>): Promise<Record<string, unknown>> {
  const outcome = planFor(operationId, values);
  if (!('plan' in outcome)) throw new Error(outcome.message);
  const user = sessionStore.getState().userInfo;
  const signer = sm2Signer(testKeys.ukeyPrivate, () => user?.CERT_SN);
  const key = idempotencyKey((length) => crypto.getRandomValues(new Uint8Array(length)));
  const issued = await send(transChallengeIssue, { TRANS_OPERATION: operationId, IDEMPOTENCY_KEY: key });
  const freshness = { challengeId: issued?.CHALLENGE_ID ?? '', challenge: issued?.CHALLENGE ?? '', idempotencyKey: key };
  const text = textOf(outcome.plan, freshness);
  const signature = await signer.sign(text);
  if (!(await signatureVerifies(text, signature, user?.CERT_PUBLIC_KEY ?? ''))) throw new Error('the signature does not verify');
  const body = {
    ...values, SIGN_DATA: signature, CERT_SN: user?.CERT_SN ?? '', SERVICE_CODE: outcome.plan.serviceCode,
    IDEMPOTENCY_KEY: key, CHALLENGE_ID: freshness.challengeId, CHALLENGE: freshness.challenge,
  };
  const table: Readonly<Record<string, OperationCall | undefined>> = calls;
  const call = table[operationId];
  if (!call) throw new Error(`the contract has no operation ${operationId}`);
  return (await send(call, body)) as Record<string, unknown>;
}

export async function dualControlBench(): Promise<void> {
  const n = Number(process.env.BENCH_DUAL_N ?? 200);
  if (!Number.isInteger(n) || n < 1 || n > 8000) throw new Error('BENCH_DUAL_N: a whole number of instructions, 1 to 8000 (the payer holds 860,000.00)');
  const mock = await startMock({ port: 0 });
  try {
    // warm-up (lazy imports, the optimising compiler): a few queries and one instruction through its steps
    await logIn(mock, 'maker');
    await timed(20, () => send(accountListQry, {}));
    const warm = String((await signed('transferSub', TRANSFER)).TRANS_SEQ);
    await logIn(mock, 'checker1');
    await send(instructionDetailQry, { TRANS_SEQ: warm });
    await signed('transAuthSubmit', approval(warm));
    await logIn(mock, 'maker');
    collect();
    const heapBefore = process.memoryUsage().heapUsed;
    const baseline = await timed(n, () => send(accountListQry, {}));
    const seqs: string[] = [];
    const submit = await timed(n, async () => {
      seqs.push(String((await signed('transferSub', TRANSFER)).TRANS_SEQ));
    });
    await logIn(mock, 'checker1');
    const detail = await timed(n, (i) => send(instructionDetailQry, { TRANS_SEQ: seqs[i] ?? '' }));
    const approve = await timed(n, (i) => signed('transAuthSubmit', approval(seqs[i] ?? '')));
    const balance = balanceView(mock.state.bank, TRANSFER.ACCT_NO);
    const expected = (86_000_000 - (n + 1) * 10_000) / 100;
    if (Number(balance) !== expected) throw new Error(`the balance is ${String(balance)}, not ${expected.toFixed(2)}: not every approval booked`);
    collect();
    const heapAfter = process.memoryUsage().heapUsed;

    const base = median(baseline);
    const rows = [
      ['balance query (accountListQry; baseline)', baseline],
      ['submit: challenge + sign + transferSub (待授权)', submit],
      ['approver opens it (instructionDetailQry)', detail],
      ['approve: challenge + sign + transAuthSubmit (books)', approve],
    ] as const;
    record('dualControl.baseline.medianMs', base);
    record('dualControl.submit.ratio', median(submit) / base);
    record('dualControl.approve.ratio', median(approve) / base);
    record('dualControl.approve.p95Ms', p95(approve));
    record('dualControl.heapAfterMB', heapAfter / 2 ** 20);
    console.log(table(
      [`${String(n)} instructions (one client, loopback)`, 'median', '95th pct', 'ratio (median)'],
      rows.map(([name, times]) => [name, `${median(times).toFixed(2)} ms`, `${p95(times).toFixed(2)} ms`, ratio(median(times), base)]),
    ));
    const grown = (heapAfter - heapBefore) / 2 ** 20;
    record('dualControl.heapGrowthKBPerInstruction', (grown * 1024) / n);
    console.log(`heap (mock and client in this process, after a full collection): ${(heapBefore / 2 ** 20).toFixed(1)} MB before, ` +
      `${(heapAfter / 2 ** 20).toFixed(1)} MB after ${String(n)} booked instructions (${((grown * 1024) / n).toFixed(1)} KB each); ` +
      `balance ${String(balance)}\n`);
  } finally {
    await mock.close();
  }
}
