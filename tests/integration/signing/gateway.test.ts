// Signed calls end to end: the real client, the authorization flow and the TEST-ONLY software signer
// against the mock gateway, which verifies every signed call (mock-server/sessions/signing.ts) and books
// accepted transactions once. spec 000 §4, §6 (levels), §7 (signed calls); spec 001 §5, §7.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { personaByLogin } from '@mock/personas.ts';
import type { RunningMock } from '@mock/server.ts';
import { send } from '@/api/client.ts';
import { ApiError } from '@/api/errors.ts';
import { transChallengeIssue, ukeyChallenge } from '@/api/generated/sdk/sdk.gen.ts';
import { submitKeyLogin } from '@/session/login.ts';
import { startLoginFlow } from '@/session/login-start.ts';
import { dispatchFlow, sessionStore } from '@/session/store.ts';
import { signedCalls } from '@/protocol/signing/catalogue.ts';
import { createAuthorization, type FlowDeps, type FlowOutcome, submitSigned } from '@/signing/flow.ts';
import { planFor, SIGNATURE_FIELDS, textOf } from '@/protocol/signing/plan.ts';
import type { Values } from '@/protocol/signing/rules.ts';
import { keyLoginSigner } from '@/signing/login.ts';
import { sm2Signer } from '@/signing/sm2-signer.ts';
import { softwareSigner } from '@/signing/software-signer.ts';
import { loadBundle } from '../../contract/load.ts';
import { uploadedExample } from '../../support/batch-upload.ts';
import { batchFileOf } from '@/protocol/batch/of-operation.ts';
import { sm2 } from 'sm-crypto-v2';
import { ledger as ledgerOf, logIn as logInTo, mockControl, mockForFile, queueFault } from '../../support/mock-session.ts';
import { callOf, signedOperation } from '@tests/support/signed-operation.ts';

let mock: RunningMock;

const COMMON = ['H_MENU_ID', 'H_CHNL_ID', 'CLIENT_MAC', 'CLIENT_IP'];

/** Each signed call's request example from the bundled contract, as a form gives it: no common or signature fields. */
function exampleValues(): Map<string, Values> {
  const doc = loadBundle() as { paths: Record<string, { post: { requestBody: { content: { 'application/json': { examples: { default: { value: Values } } } } } } }> };
  const out = new Map<string, Values>();
  for (const { path, entry } of signedCalls()) {
    const example = doc.paths[path]?.post.requestBody.content['application/json'].examples.default.value ?? {};
    const login = entry.operationId === 'ukeyLogin' || entry.operationId === 'loginUkeyCheck';
    const shared: readonly string[] = login ? [...COMMON, 'SIGN_DATA'] : [...COMMON, ...SIGNATURE_FIELDS];
    out.set(entry.operationId, Object.fromEntries(Object.entries(example).filter(([k]) => !shared.includes(k))));
  }
  return out;
}

const logIn = (login: string) => logInTo(mock, login);
const control = (path: string) => mockControl(mock, path);
const ledger = () => ledgerOf(mock);
const fault = (operation: string, spec: string) => queueFault(mock, operation, spec);

/** The flow with the real client and the build's signer (the software signer in tests), recording what was sent. */
function withRecording(extra: Partial<FlowDeps> = {}) {
  const sent: Values[] = [];
  const deps: Partial<FlowDeps> = {
    submit: (call, body) => {
      sent.push(body);
      return submitSigned(call, body);
    },
    ...extra,
  };
  return { deps, sent };
}

const failureOf = (outcome: FlowOutcome) => (outcome.ok ? undefined : outcome.failure);

let examples: Map<string, Values>;
const transfer = () => examples.get('transferSub') ?? {};

const theMock = mockForFile();

beforeAll(() => {
  examples = exampleValues();
});
beforeEach(async () => {
  mock = theMock();
  await control('reset');
  sessionStore.setState({ userInfo: undefined });
});

describe('the whole signing catalogue, signed and accepted (spec 001 §7)', () => {
  it('signs every signed operation of the contract with its example body; the gateway verifies and accepts each', async () => {
    await logIn('admin'); // enterprise management's operations are the company administrator's (spec 000 §6)
    // the walk is about signatures: the administrator's accounts hold enough for every example's debit
    for (const account of mock.state.bank.accounts.values()) account.balance = 10n ** 15n;
    const calls = signedCalls();
    const accepted: string[] = [];
    const refused: string[] = [];
    const unsignedSent: string[] = [];
    const beyondCatalogue: string[] = [];
    for (const { entry } of calls) {
      const values = examples.get(entry.operationId) ?? {};
      if (entry.operationId === 'ukeyLogin') continue; // below, through key login
      if (entry.operationId === 'loginUkeyCheck') {
        // a challenge-response in the LOGIN domain: the example's challenge replaced by an issued one
        const certSn = sessionStore.getState().userInfo?.CERT_SN ?? '';
        const challenge = await send(ukeyChallenge, { CERT_SN: certSn });
        const body = { ...values, CERT_SN: certSn, CHALLENGE_ID: challenge?.CHALLENGE_ID ?? '', CHALLENGE: challenge?.CHALLENGE ?? '' };
        const plan = planFor('loginUkeyCheck', body);
        if (!('plan' in plan)) throw new Error(plan.message);
        const signature = await softwareSigner().sign(textOf(plan.plan));
        const answer = await send(callOf(entry.operationId), { ...body, SIGN_DATA: signature }, { silent: true })
          .then(() => 'ok', (e: unknown) => (e as ApiError).message);
        (answer === 'ok' ? accepted : refused).push(`${entry.operationId}${answer === 'ok' ? '' : `: ${answer}`}`);
        continue;
      }
      const { deps, sent } = withRecording();
      if (entry.operationId === 'authRuleReview') {
        // a review needs a relaxed rule another administrator asked for (issue 48): 浙江丰收茶业's, reviewed by its second
        await logIn('dcadmin');
        const asked = await createAuthorization(signedOperation('autoModeUpdate'), { TRANS_NAME: '授权模式修改', TRANS_KIND: 'transferSub', AUTH_MODE: '0', THRESHOLD_AMT: '50000.00' }).confirm();
        Object.assign(values, { ORIG_TRANS_SEQ: asked.ok ? (asked.answer as { TRANS_SEQ: string }).TRANS_SEQ : '' });
        await logIn('dcadmin2');
      }
      // a batch signs for a file it uploaded first (issue 37): its batch number, count, total and digest
      const batch = batchFileOf(entry.operationId) ? await uploadedExample(mock, entry.operationId) : {};
      const authorization = createAuthorization(signedOperation(entry.operationId), { ...values, ...batch }, deps);
      const outcome = await authorization.confirm();
      if (outcome.ok && /^T[0-9]{20}$/.test((outcome.answer as { TRANS_SEQ?: string }).TRANS_SEQ ?? '')) accepted.push(entry.operationId);
      else refused.push(`${entry.operationId}: ${failureOf(outcome)?.message ?? JSON.stringify(outcome)}`);
      if (entry.operationId === 'authRuleReview') await logIn('admin');
      // what is sent is what is signed: every business field of the body is a row of the confirmation
      const rows = new Set('plan' in authorization.plan ? authorization.plan.plan.rows.map((r) => r.field) : []);
      const shared: readonly string[] = [...COMMON, ...SIGNATURE_FIELDS];
      const business = Object.keys(sent[0] ?? {}).filter((k) => !shared.includes(k));
      const unsigned = business.filter((k) => !rows.has(k));
      if (business.length === 0 || unsigned.length > 0) unsignedSent.push(`${entry.operationId}: ${unsigned.join(', ') || 'nothing sent'}`);
      else if (business.length > entry.confirm.length) beyondCatalogue.push(entry.operationId);
    }

    // key login: the LOGIN-domain text over an issued challenge, signed by the same key
    startLoginFlow('ukey');
    const key = softwareSigner();
    await submitKeyLogin(keyLoginSigner(key));
    if (sessionStore.getState().flow.step === 'done') accepted.push('ukeyLogin');
    else refused.push(`ukeyLogin: ${sessionStore.getState().flow.message ?? sessionStore.getState().flow.step}`);
    dispatchFlow({ type: 'callbackRan' });

    console.log(`signing catalogue walk: ${String(accepted.length)} of ${String(calls.length)} signed operations signed and accepted`);
    console.log(`every sent field signed: ${String(calls.length - 2 - unsignedSent.length)} of ${String(calls.length - 2)} transactions ` +
      `(${String(beyondCatalogue.length)} of them send fields beyond the catalogue's rows, e.g. 用途/附言, shown and signed after them)`);
    expect(refused).toEqual([]);
    expect(unsignedSent).toEqual([]);
    expect(beyondCatalogue).toContain('transferSub');
    expect(accepted).toHaveLength(calls.length);

    const booked = await ledger();
    // every transaction, and the relaxation the review needed; the two key checks book nothing
    expect(booked).toHaveLength(calls.length - 2 + 1);
    expect(new Set(booked.map((e) => e.transSeq)).size).toBe(booked.length);
    const byOthers = booked.map((e) => `${e.user}:${e.operationId}`).filter((u) => !u.startsWith('admin:'));
    expect(byOthers.sort()).toEqual(['dcadmin2:authRuleReview', 'dcadmin:autoModeUpdate']);
    const wellFormed = (e: (typeof booked)[number]) =>
      /^[0-9]{13}$/.test(e.serviceCode) && /^EIS-[0-9a-f]{32}$/.test(e.idempotencyKey);
    expect(booked.every(wellFormed)).toBe(true);
    expect(booked.find((e) => e.operationId === 'transferSub')).toMatchObject({ amount: { field: 'TRAN_AMT', value: transfer().TRAN_AMT } });
  }, 300_000);
});

describe('refusals, each with its message (mock-server/README.md)', () => {
  beforeEach(async () => {
    await logIn('a3sp');
  });

  it('refuses an amount changed after signing', async () => {
    const { deps } = withRecording({ submit: (call, body) => submitSigned(call, { ...body, TRAN_AMT: '99999.00' }) });
    expect(failureOf(await createAuthorization(signedOperation('transferSub'), transfer(), deps).confirm())).toEqual({
      kind: 'business', status: 'SG0007', message: '交易签名验证失败：签名与确认信息不符，或不是本人U盾所签', next: 'back',
    });
    expect(await ledger()).toEqual([]);
  });

  it('refuses a signed value holding a character the policy refuses, even signed as sent (issue 50 item 1)', async () => {
    // a client that skips the forms' check: the Hangul filler draws as nothing in the confirmation
    const outcome = await createAuthorization(signedOperation('transferSub'), { ...transfer(), PAYEE_ACCT_NAME: '杭州禾丰\u3164' }, withRecording().deps).confirm();
    expect(failureOf(outcome)).toMatchObject({ kind: 'business', status: 'SG0016', next: 'back' });
    expect(failureOf(outcome)?.message).toContain('PAYEE_ACCT_NAME 含有不可见、改变显示顺序或特殊空白的字符（U+3164）');
    expect(await ledger()).toEqual([]);
  });

  it('catches a signature by another key before sending, and the gateway refuses it too', async () => {
    const other = sm2.generateKeyPairHex().privateKey;
    const signer = () => Promise.resolve(sm2Signer(other, () => personaByLogin('a3sp')?.certSn));
    const { deps, sent } = withRecording({ signer });
    // the portal checks the signature against the user's certificate (UserInfo.CERT_PUBLIC_KEY): nothing is sent
    expect(failureOf(await createAuthorization(signedOperation('transferSub'), transfer(), deps).confirm())).toMatchObject({ kind: 'certificate', next: 'retry' });
    expect(sent).toEqual([]);
    // a portal that did not check: the gateway refuses it
    const unchecked = withRecording({ signer, verify: () => Promise.resolve(true) });
    expect(failureOf(await createAuthorization(signedOperation('transferSub'), transfer(), unchecked.deps).confirm())).toMatchObject({ status: 'SG0007' });
    expect(await ledger()).toEqual([]);
  });

  it.each([
    ['a missing signature', { SIGN_DATA: undefined }, 'SG0001', '交易缺少数字签名（SIGN_DATA），请使用U盾签名后提交'],
    ['an empty signature', { SIGN_DATA: '' }, 'SG0001', '交易缺少数字签名（SIGN_DATA），请使用U盾签名后提交'],
    ['a missing idempotency key', { IDEMPOTENCY_KEY: undefined }, 'SG0002', '交易缺少幂等键（IDEMPOTENCY_KEY），请重新发起交易'],
    ['another persona\'s certificate', { CERT_SN: personaByLogin('a3s')?.certSn }, 'SG0004', '签名证书（CERT_SN）与当前用户绑定的数字证书不符'],
    ['a confirmation row left out', { PAYEE_ACCT_NAME: undefined }, 'SG0005',
      '无法按签名目录重建签名原文：确认信息缺少“收款户名”（PAYEE_ACCT_NAME），无法签名'],
    ['a field outside the contract (not shown, not signed)', { DISCOUNT_RATE: '0.5' }, 'SG0009',
      '请求含有签名未覆盖的字段（DISCOUNT_RATE），交易未受理'],
    ['no challenge', { CHALLENGE_ID: undefined }, 'SG0010', '交易缺少挑战码（CHALLENGE_ID、CHALLENGE），交易未受理，请重新发起交易'],
  ])('refuses %s', async (_name, change, status, message) => {
    const { deps } = withRecording({ submit: (call, body) => submitSigned(call, { ...body, ...change }) });
    const failure = failureOf(await createAuthorization(signedOperation('transferSub'), transfer(), deps).confirm());
    expect(failure).toMatchObject({ status, message: status.startsWith('SG001') ? `${message}。该笔交易未记账，可重新签名提交。` : message });
    expect(await ledger()).toEqual([]);
  });

  it('refuses a service code other than the rule\'s (transAuthSubmit: AUTH_TYPE 1 signed, 2\'s code sent)', async () => {
    const values = examples.get('transAuthSubmit') ?? {};
    const other = planFor('transAuthSubmit', { ...values, AUTH_TYPE: values.AUTH_TYPE === '2' ? '1' : '2' });
    const { deps } = withRecording({ submit: (call, body) => submitSigned(call, { ...body, SERVICE_CODE: 'plan' in other ? other.plan.serviceCode : '' }) });
    const failure = failureOf(await createAuthorization(signedOperation('transAuthSubmit'), values, deps).confirm());
    expect(failure).toMatchObject({ status: 'SG0006' });
    expect(failure?.message).toMatch(/^服务码不符：本交易应为 [0-9]{13}，请求为 [0-9]{13}$/);
  });

  it('refuses a second transaction under an idempotency key already booked (two challenges asked for one key)', async () => {
    const { deps, sent } = withRecording();
    const first = createAuthorization(signedOperation('transferSub'), transfer(), deps);
    expect(await first.prepare()).toBeUndefined();
    // a second challenge for the same key, asked before the first booking
    const second = await send(transChallengeIssue, { TRANS_OPERATION: 'transferSub', IDEMPOTENCY_KEY: first.idempotencyKey });
    expect((await first.confirm()).ok).toBe(true);
    const values = { ...transfer(), TRAN_AMT: '1.00' };
    const outcome = planFor('transferSub', values);
    if (!('plan' in outcome) || !second) throw new Error('no plan');
    const key = first.idempotencyKey;
    const freshness = { challengeId: second.CHALLENGE_ID, challenge: second.CHALLENGE, idempotencyKey: key };
    const signature = await softwareSigner().sign(textOf(outcome.plan, freshness));
    const body = {
      ...values, SIGN_DATA: signature, CERT_SN: sent[0]?.CERT_SN, SERVICE_CODE: outcome.plan.serviceCode,
      IDEMPOTENCY_KEY: key, CHALLENGE_ID: second.CHALLENGE_ID, CHALLENGE: second.CHALLENGE,
    };
    await expect(submitSigned(callOf('transferSub'), body)).rejects.toMatchObject({ status: 'SG0008', message: '幂等键已用于另一笔交易，请重新发起' });
    // and no challenge is issued for a key that is booked
    await expect(send(transChallengeIssue, { TRANS_OPERATION: 'transferSub', IDEMPOTENCY_KEY: first.idempotencyKey }, { silent: true }))
      .rejects.toMatchObject({ status: 'SG0015' });
    expect(await ledger()).toHaveLength(1);
  });

  it('issues challenges for signed transactions only', async () => {
    await expect(send(transChallengeIssue, { TRANS_OPERATION: 'menuListQry', IDEMPOTENCY_KEY: 'EIS-00000000000000000000000000000000' }, { silent: true }))
      .rejects.toMatchObject({ status: 'SG0014', message: 'menuListQry 不是需要U盾签名的交易' });
    await expect(send(transChallengeIssue, { TRANS_OPERATION: 'ukeyLogin', IDEMPOTENCY_KEY: 'EIS-00000000000000000000000000000000' }, { silent: true }))
      .rejects.toBeInstanceOf(ApiError);
  });

  it.each(['a2', 'a3'])('refuses the %s persona, whose level may not transact (spec 000 §6)', async (login) => {
    await logIn(login);
    const level = login.toUpperCase();
    expect(failureOf(await createAuthorization(signedOperation('transferSub'), transfer()).confirm())).toEqual({
      kind: 'business', status: 'SG0003', message: `您的认证级别（${level}）不能办理需U盾签名的交易，请联系企业管理员`, next: 'back',
    });
    expect(await ledger()).toEqual([]);
  });
});

describe('one booking per idempotency key', () => {
  beforeEach(async () => {
    await logIn('a3sp');
  });

  it('answers the same request twice with the first result and books one ledger entry', async () => {
    const { deps, sent } = withRecording();
    const first = await createAuthorization(signedOperation('transferSub'), transfer(), deps).confirm();
    const body = sent[0];
    if (!first.ok || !body) throw new Error('not accepted');
    const again = await submitSigned(callOf('transferSub'), body);
    expect(again).toEqual(first.answer);
    const both = await Promise.all([submitSigned(callOf('transferSub'), body), submitSigned(callOf('transferSub'), body)]);
    expect(both).toEqual([first.answer, first.answer]);
    const booked = await ledger();
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ operationId: 'transferSub', user: 'a3sp', idempotencyKey: body.IDEMPOTENCY_KEY, transSeq: (first.answer as { TRANS_SEQ: string }).TRANS_SEQ });
  });

  it('books once after an answer lost on its way back: the outcome is asked, not signed again (spec 000 §8)', async () => {
    await fault('transferSub', 'lostAnswer'); // booked, and the answer replaced by HTTP 504
    const { deps, sent } = withRecording();
    const outcome = await createAuthorization(signedOperation('transferSub'), transfer(), deps).confirm();
    const booked = await ledger();
    expect(booked).toHaveLength(1);
    expect(outcome).toEqual({ ok: true, answer: { TRANS_SEQ: booked[0]?.transSeq, TRANS_DATE: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown, TRANS_STATUS: '0' } });
    expect(sent).toHaveLength(1);
  });

  it('books nothing for an HTTP 500 before processing: the outcome query says failed, and a new authorization books once', async () => {
    await fault('transferSub', 'http500');
    const { deps, sent } = withRecording();
    const authorization = createAuthorization(signedOperation('transferSub'), transfer(), deps);
    expect(failureOf(await authorization.confirm())).toMatchObject({ kind: 'failed', next: 'renew' });
    expect(await ledger()).toEqual([]);
    // the closed authorization sends nothing more; the same body sent again is refused (its challenge was voided)
    expect(failureOf(await authorization.confirm())).toMatchObject({ kind: 'failed' });
    expect(sent).toHaveLength(1);
    await expect(submitSigned(callOf('transferSub'), sent[0] ?? {})).rejects.toMatchObject({ status: 'SG0013' });
    expect((await createAuthorization(signedOperation('transferSub'), transfer()).confirm()).ok).toBe(true);
    expect(await ledger()).toHaveLength(1);
  });

  it('books again under a new authorization: a new challenge and key is a new transaction', async () => {
    await createAuthorization(signedOperation('transferSub'), transfer()).confirm();
    await createAuthorization(signedOperation('transferSub'), transfer()).confirm();
    expect((await ledger()).map((e) => e.operationId)).toEqual(['transferSub', 'transferSub']);
  });

  it('empties the ledger on reset', async () => {
    await createAuthorization(signedOperation('transferSub'), transfer()).confirm();
    expect(await ledger()).toHaveLength(1);
    await control('reset');
    expect(await ledger()).toEqual([]);
  });
});
