// A verified signature has one outcome, kept beyond its session (issue 48 item 3): the gateway's signed-
// call check and its outcome query, driven directly on the gateway's state with the TEST-ONLY key. A
// call still being answered is 处理中 to the user's next login; once booked, a late "settle" (a failure
// on the way back) changes nothing; a refusal is the key's answer for good. spec 000 §7 (signed calls).
import { describe, expect, it } from 'vitest';
import { handlerFor } from '@mock/gateway/handlers.ts';
import { personaByLogin } from '@mock/personas.ts';
import { checkSignedCall } from '@mock/sessions/signing.ts';
import { GatewayState, type Reply, type Session } from '@mock/sessions/state.ts';
import { planForPath, textOf } from '@/protocol/signing/plan.ts';
import { sm2Signer } from '@/signing/sm2-signer.ts';
import { SINGLE_TRANSFER } from '../../support/transfer.ts';
import { testKeys } from '../../support/keys.ts';

const PATH = '/api/transfer/transferSub';
const KEY = 'EIS-00112233445566778899aabbccddeeff';
const PRISM = JSON.stringify({ head: { STATUS: '000000', MSG: '交易成功' }, body: { TRANS_SEQ: 'T2026112210302200017', TRANS_STATUS: '0' } });

function loggedIn(state: GatewayState): Session {
  const session = state.newSession();
  const persona = personaByLogin('a3sp');
  if (!persona) throw new Error('no a3sp');
  session.persona = persona;
  return session;
}

/** The signed request of a transfer, its challenge asked in this session (as the portal builds it). */
async function signedBody(state: GatewayState, session: Session, amount = '12500.00'): Promise<string> {
  const values = { ...SINGLE_TRANSFER, TRAN_AMT: amount };
  const challenge = state.issueChallenge(session, 'a3sp', 'transferSub', KEY);
  const outcome = planForPath(PATH, values);
  if (!('plan' in outcome)) throw new Error(outcome.message);
  const text = textOf(outcome.plan, { challengeId: challenge.id, challenge: challenge.value, idempotencyKey: KEY });
  const certSn = session.persona?.certSn;
  const signature = await sm2Signer(testKeys.ukeyPrivate, () => certSn).sign(text);
  return JSON.stringify({
    ...values, SIGN_DATA: signature, CERT_SN: certSn, SERVICE_CODE: outcome.plan.serviceCode,
    IDEMPOTENCY_KEY: KEY, CHALLENGE_ID: challenge.id, CHALLENGE: challenge.value,
  });
}

const outcomeQuery = (state: GatewayState, session: Session) => {
  const handler = handlerFor('/api/auth/transStatusQry');
  if (!handler) throw new Error('no transStatusQry handler');
  return handler({
    request: { IDEMPOTENCY_KEY: KEY } as never, session, state, sm2PrivateKey: '', ukeyPublicKey: testKeys.ukeyPublic, setSession: () => undefined,
    clientIp: '127.0.0.1',
  });
};

const check = (state: GatewayState, session: Session, body: string) =>
  checkSignedCall({ path: PATH, body, session, state, ukeyPublicKey: testKeys.ukeyPublic });

describe('one outcome per verified signature (issue 48 item 3)', () => {
  it('is 处理中 to the next login while the first session\'s call is still being answered, then 成功', async () => {
    const state = new GatewayState();
    const first = loggedIn(state);
    const signed = check(state, first, await signedBody(state, first));
    if (signed.kind !== 'book') throw new Error(`expected a booking, got ${signed.kind}`);
    state.end(first.id); // the user logs out while the bank is still answering
    const next = loggedIn(state);
    expect(outcomeQuery(state, next)).toEqual({ TRANS_STATE: 'PROCESSING' });
    const reply = signed.booking.accept(PRISM);
    expect(reply.head.STATUS).toBe('000000');
    expect(outcomeQuery(state, next)).toMatchObject({ TRANS_STATE: 'SUCCESS', TRANS_SEQ: (reply.body as { TRANS_SEQ: string }).TRANS_SEQ });
  });

  it('keeps a booked call booked when a failure on the way back settles it afterwards', async () => {
    const state = new GatewayState();
    const session = loggedIn(state);
    const body = await signedBody(state, session);
    const signed = check(state, session, body);
    if (signed.kind !== 'book') throw new Error(`expected a booking, got ${signed.kind}`);
    const booked = signed.booking.accept(PRISM);
    const failure: Reply = { head: { STATUS: 'E0500', MSG: '模拟网关内部错误' } };
    expect(signed.booking.settle(failure)).toBe(booked);
    expect(signed.booking.accept(PRISM)).toBe(booked); // and a second accept books nothing more
    expect(state.ledger).toHaveLength(1);
    const replay = check(state, session, body);
    if (replay.kind !== 'replay') throw new Error(`expected the first answer again, got ${replay.kind}`);
    expect(await replay.reply).toBe(booked);
  });

  it('answers a refused call with its refusal for good: the same request again, and the outcome query', async () => {
    const state = new GatewayState();
    const session = loggedIn(state);
    const body = await signedBody(state, session, '1300000.00'); // more than 6230910000012345678 holds
    const signed = check(state, session, body);
    if (signed.kind !== 'book') throw new Error(`expected a booking, got ${signed.kind}`);
    const refused = signed.booking.accept(PRISM);
    expect(refused.head.STATUS).toBe('TR0001');
    const replay = check(state, session, body);
    if (replay.kind !== 'replay') throw new Error(`expected the first answer again, got ${replay.kind}`);
    expect(await replay.reply).toBe(refused);
    expect(outcomeQuery(state, session)).toEqual({ TRANS_STATE: 'FAILED', FAIL_MSG: `${refused.head.MSG}（TR0001），不会记账` });
    expect(state.ledger).toHaveLength(0);
  });
});
