// Signed once, booked once: the review's attack on the signing flow, run as an attacker would run it
// against the mock gateway, through the real client and envelope. A captured signed request is sent
// again as it is, with a new idempotency key, with 用途/附言 changed, in another session, after logout,
// after its challenge expired, after an outcome query, and twice at once. Each step prints the ledger
// count. spec 000 §7 (signed calls), §8; spec 001 §4, §7; README "Security".
import { beforeEach, describe, expect, it } from 'vitest';
import type { RunningMock } from '@mock/server.ts';
import { send } from '@/api/client.ts';
import type { ApiError } from '@/api/errors.ts';
import { logOut, transStatusQry } from '@/api/generated/sdk/sdk.gen.ts';
import { createAuthorization, type FlowDeps, submitSigned } from '@/signing/flow.ts';
import type { Values } from '@/protocol/signing/rules.ts';
import { SINGLE_TRANSFER } from '../../support/transfer.ts';
import { ledger, logIn, mockControl, mockForFile } from '../../support/mock-session.ts';
import { callOf, signedOperation } from '@tests/support/signed-operation.ts';

const TRANSFER: Values = { ...SINGLE_TRANSFER, REMARK: '货款' };
const theMock = mockForFile();
let mock: RunningMock;

beforeEach(async () => {
  mock = theMock();
  await mockControl(mock, 'reset');
  await logIn(mock, 'a3sp');
});

/** Signs and books a transfer through the flow; the body it sent, as an attacker on the wire captures it. */
async function bookedOnce(): Promise<{ body: Values; answer: unknown }> {
  const sent: Values[] = [];
  const outcome = await createAuthorization(signedOperation('transferSub'), TRANSFER, {
    submit: (call, body) => {
      sent.push(body);
      return submitSigned(call, body);
    },
  }).confirm();
  const body = sent[0];
  if (!outcome.ok || !body) throw new Error('the first booking failed');
  return { body, answer: outcome.answer };
}

/** Signs a transfer with a fresh challenge but does not send it: the body, held back. */
async function signedNotSent(): Promise<Values> {
  let held: Values | undefined;
  const submit: FlowDeps['submit'] = (_call, body) => {
    held = body;
    return Promise.resolve({ TRANS_SEQ: 'T00000000000000000000', TRANS_STATUS: '0' });
  };
  await createAuthorization(signedOperation('transferSub'), TRANSFER, { submit }).confirm();
  if (!held) throw new Error('nothing signed');
  return held;
}

/** What the gateway answers a body: the answer, or the refusal's status and message. */
const attempt = (body: Values) => submitSigned(callOf('transferSub'), body).then(
  (answer) => ({ answer }),
  (e: unknown) => ({ status: (e as ApiError).status, message: (e as ApiError).message }),
);

async function step(name: string, expected: number): Promise<void> {
  const count = (await ledger(mock)).length;
  console.log(`replay: ${name}: ledger ${String(count)}`);
  expect(count).toBe(expected);
}

describe('a signature books one transaction, once (spec 000 §7)', () => {
  it('books the signed transfer once and answers the same request again with the first result', async () => {
    const { body, answer } = await bookedOnce();
    await step('signed once', 1);
    expect(await attempt(body)).toEqual({ answer });
    expect(await attempt(body)).toEqual({ answer });
    await step('the same request twice more', 1);
  });

  it('refuses the same signature with a new idempotency key', async () => {
    const { body } = await bookedOnce();
    const replay = { ...body, IDEMPOTENCY_KEY: 'EIS-0123456789abcdef0123456789abcdef' };
    expect(await attempt(replay)).toEqual({ status: 'SG0012', message: '该签名的挑战码属于另一笔交易（签名已使用），交易未受理，请重新发起交易' });
    await step('same signature, new idempotency key', 1);
  });

  it('refuses the same signature with 用途/附言 changed: REMARK is shown and signed', async () => {
    const { body } = await bookedOnce();
    expect(await attempt({ ...body, REMARK: '退款', IDEMPOTENCY_KEY: body.IDEMPOTENCY_KEY })).toEqual({
      status: 'SG0007', message: '交易签名验证失败：签名与确认信息不符，或不是本人U盾所签',
    });
    await step('same signature, 用途/附言 changed', 1);
  });

  it('refuses the captured request in another session of the same user, and after logout and a new login', async () => {
    const { body } = await bookedOnce();
    const notHere = { status: 'SG0010', message: '交易挑战码无效或不属于当前会话，该签名不能再用，交易未受理，请重新发起交易' };
    await logIn(mock, 'a3sp'); // a second browser: the first session still lives
    expect(await attempt(body)).toEqual(notHere);
    await step('captured request in another session', 1);
    await send(logOut, {});
    await logIn(mock, 'a3sp');
    expect(await attempt(body)).toEqual(notHere);
    await step('captured request after logout and a new login', 1);
  });

  it('refuses a request whose challenge expired before it was sent', async () => {
    const body = await signedNotSent();
    await mockControl(mock, 'challenge-expire');
    expect(await attempt(body)).toEqual({ status: 'SG0011', message: '交易挑战码已过期（有效期 120 秒），交易未受理，请重新发起交易' });
    await step('challenge expired', 0);
  });

  it('books one of two submits racing with one challenge, and refuses one racing under another key', async () => {
    const body = await signedNotSent();
    const [a, b] = await Promise.all([attempt(body), attempt(body)]);
    expect(b).toEqual(a);
    expect(a).toHaveProperty('answer');
    await step('two identical submits at once', 1);
    const other = { ...body, IDEMPOTENCY_KEY: 'EIS-fedcba9876543210fedcba9876543210' };
    expect(await attempt(other)).toMatchObject({ status: 'SG0012' });
    await step('the same challenge under another key', 1);
  });

  it('refuses a late copy once an outcome query said the bank has not got it (the challenge is voided)', async () => {
    const body = await signedNotSent();
    const state = await send(transStatusQry, { IDEMPOTENCY_KEY: String(body.IDEMPOTENCY_KEY) });
    expect(state).toMatchObject({ TRANS_STATE: 'FAILED' });
    expect(await attempt(body)).toEqual({ status: 'SG0013', message: '该笔交易已在结果查询后作废，交易未受理，请重新发起交易' });
    await step('late copy after the outcome query', 0);
  });

  it('answers the outcome query of a booked transaction with its serial number', async () => {
    const { body, answer } = await bookedOnce();
    const state = await send(transStatusQry, { IDEMPOTENCY_KEY: String(body.IDEMPOTENCY_KEY) });
    expect(state).toEqual({ TRANS_STATE: 'SUCCESS', ...(answer as object) });
    await step('outcome query of a booked transfer', 1);
  });
});
