// Signed calls end to end: the real client, the authorization flow and the TEST-ONLY software signer
// against the mock gateway, which verifies every signed call (mock-server/signing.ts) and books
// accepted transactions once. spec 000 §4, §6 (levels), §7 (signed calls); spec 001 §5, §7.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookieFetch } from '../../../mock-server/cookie-fetch.ts';
import { personaByLogin, TEST_PASSWORD } from '../../../mock-server/personas.ts';
import { type RunningMock, startMock } from '../../../mock-server/server.ts';
import type { LedgerEntry } from '../../../mock-server/state.ts';
import { installWire, send } from '../../../src/api/client.ts';
import { encryptPassword } from '../../../src/api/crypto/password.ts';
import { smClientSuite } from '../../../src/api/crypto/sm.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { getRandomCount, imageCode, passwordLogin, ukeyChallenge, userInfoThree } from '../../../src/api/generated/sdk/sdk.gen.ts';
import { setErrorNotifier } from '../../../src/api/notify.ts';
import { startLoginFlow, submitKeyLogin } from '../../../src/session/session.ts';
import { dispatchFlow, sessionStore } from '../../../src/session/store.ts';
import { signedCalls } from '../../../src/signing/catalogue.ts';
import { operationCall } from '../../../src/api/operation-call.ts';
import { createAuthorization, type FlowDeps, type FlowOutcome, submitSigned } from '../../../src/signing/flow.ts';
import { planFor } from '../../../src/signing/plan.ts';
import type { Values } from '../../../src/signing/rules.ts';
import { sm2Signer } from '../../../src/signing/sm2-signer.ts';
import { softwareSigner } from '../../../src/signing/software-signer.ts';
import { loadBundle } from '../contract/load.ts';
import { testKeys } from '../../support/keys.ts';
import { sm2 } from 'sm-crypto-v2';

let mock: RunningMock;

const COMMON = ['H_MENU_ID', 'H_CHNL_ID', 'CLIENT_MAC', 'CLIENT_IP'];
const SIGNATURE_FIELDS = ['SIGN_DATA', 'CERT_SN', 'SERVICE_CODE', 'IDEMPOTENCY_KEY'];

/** Each signed call's request example from the bundled contract, as a form gives it: no common or signature fields. */
function exampleValues(): Map<string, Values> {
  const doc = loadBundle() as { paths: Record<string, { post: { requestBody: { content: { 'application/json': { examples: { default: { value: Values } } } } } } }> };
  const out = new Map<string, Values>();
  for (const { path, entry } of signedCalls()) {
    const example = doc.paths[path]?.post.requestBody.content['application/json'].examples.default.value ?? {};
    const own = Object.entries(example).filter(([k]) => ![...COMMON, ...SIGNATURE_FIELDS].includes(k));
    out.set(entry.operationId, Object.fromEntries(own));
  }
  return out;
}

function freshClient(): void {
  installWire({
    baseUrl: mock.url,
    loadSuite: () => Promise.resolve(smClientSuite(testKeys.sm2Public)),
    context: () => ({ menuId: '', clientMac: '', clientIp: '127.0.0.1' }),
    toggles: () => ({ signLog: false, testMode: false }),
    fetch: cookieFetch(),
  });
}

/** Logs in through the real client; keeps the user (and its bound CERT_SN) in the session store, like the portal. */
async function logIn(login: string): Promise<void> {
  freshClient();
  const random = await send(getRandomCount, {});
  const code = await send(imageCode, {});
  await send(passwordLogin, {
    LOGIN_NAME: login,
    PASSWORD: encryptPassword(TEST_PASSWORD, random?.MCRYPT_KEY ?? '', testKeys.sm2Public),
    IMAGE_CODE: 'K7P2',
    IMAGE_CODE_ID: code?.IMAGE_CODE_ID ?? '',
  });
  sessionStore.setState({ userInfo: await send(userInfoThree, {}) });
}

const control = (path: string, init: RequestInit = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }) =>
  fetch(`${mock.url}/__mock/${path}`, init);
const ledger = async () => ((await (await control('ledger', { method: 'GET' })).json()) as { entries: LedgerEntry[] }).entries;
const fault = (operation: string, spec: string) =>
  control('faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ operation, fault: spec, count: 1 }) });

/** The flow with the real client and the build's signer (the software signer in tests), recording what was sent. */
function withRecording(extra: Partial<FlowDeps> = {}) {
  const sent: Values[] = [];
  const deps: Partial<FlowDeps> = {
    submit: (path, body) => {
      sent.push(body);
      return submitSigned(path, body);
    },
    ...extra,
  };
  return { deps, sent };
}

const failureOf = (outcome: FlowOutcome) => (outcome.ok ? undefined : outcome.failure);

let examples: Map<string, Values>;
const transfer = () => examples.get('transferSub') ?? {};

beforeAll(async () => {
  mock = await startMock({ port: 0 });
  examples = exampleValues();
  setErrorNotifier(() => undefined);
}, 60_000);
afterAll(async () => {
  setErrorNotifier(undefined);
  await mock.close();
});
beforeEach(async () => {
  await control('reset');
  sessionStore.setState({ userInfo: undefined });
});

describe('the whole signing catalogue, signed and accepted (spec 001 §7)', () => {
  it('signs every signed operation of the contract with its example body; the gateway verifies and accepts each', async () => {
    await logIn('admin'); // enterprise management's operations are the company administrator's (spec 000 §6)
    const calls = signedCalls();
    const accepted: string[] = [];
    const refused: string[] = [];
    for (const { path, entry } of calls) {
      const values = examples.get(entry.operationId) ?? {};
      if (entry.operationId === 'ukeyLogin') continue; // below, through key login
      if (entry.operationId === 'loginUkeyCheck') {
        // a challenge-response in the LOGIN domain: the example's challenge replaced by an issued one
        const certSn = sessionStore.getState().userInfo?.CERT_SN ?? '';
        const challenge = await send(ukeyChallenge, { CERT_SN: certSn });
        const body = { ...values, CERT_SN: certSn, CHALLENGE_ID: challenge?.CHALLENGE_ID ?? '', CHALLENGE: challenge?.CHALLENGE ?? '' };
        const plan = planFor('loginUkeyCheck', body);
        if (!('plan' in plan)) throw new Error(plan.message);
        const signature = await softwareSigner().sign(plan.plan.text);
        const call = operationCall(path);
        const answer = await send(call, { ...body, SIGN_DATA: signature } as never, { silent: true })
          .then(() => 'ok', (e: unknown) => (e as ApiError).message);
        (answer === 'ok' ? accepted : refused).push(`${entry.operationId}${answer === 'ok' ? '' : `: ${answer}`}`);
        continue;
      }
      const outcome = await createAuthorization(entry.operationId, values).confirm();
      if (outcome.ok && /^T[0-9]{20}$/.test((outcome.answer as { TRANS_SEQ?: string }).TRANS_SEQ ?? '')) accepted.push(entry.operationId);
      else refused.push(`${entry.operationId}: ${failureOf(outcome)?.message ?? JSON.stringify(outcome)}`);
    }

    // key login: the LOGIN-domain text over an issued challenge, signed by the same key
    startLoginFlow('ukey');
    const key = softwareSigner();
    await submitKeyLogin({ certSn: () => key.certSn(), sign: (text) => key.sign(text) });
    if (sessionStore.getState().flow.step === 'done') accepted.push('ukeyLogin');
    else refused.push(`ukeyLogin: ${sessionStore.getState().flow.message ?? sessionStore.getState().flow.step}`);
    dispatchFlow({ type: 'callbackRan' });

    console.log(`signing catalogue walk: ${String(accepted.length)} of ${String(calls.length)} signed operations signed and accepted`);
    expect(refused).toEqual([]);
    expect(accepted).toHaveLength(calls.length);

    const booked = await ledger();
    expect(booked).toHaveLength(calls.length - 2); // every transaction; the two key checks book nothing
    expect(new Set(booked.map((e) => e.transSeq)).size).toBe(booked.length);
    expect(booked.every((e) => e.user === 'admin' && /^[0-9]{13}$/.test(e.serviceCode) && /^EIS-[0-9a-f]{32}$/.test(e.idempotencyKey))).toBe(true);
    expect(booked.find((e) => e.operationId === 'transferSub')).toMatchObject({ amount: { field: 'TRAN_AMT', value: transfer().TRAN_AMT } });
  }, 300_000);
});

describe('refusals, each with its message (mock-server/README.md)', () => {
  beforeEach(async () => {
    await logIn('a3sp');
  });

  it('refuses an amount changed after signing', async () => {
    const { deps } = withRecording({ submit: (path, body) => submitSigned(path, { ...body, TRAN_AMT: '99999.00' }) });
    expect(failureOf(await createAuthorization('transferSub', transfer(), deps).confirm())).toEqual({
      kind: 'business', status: 'SG0007', message: '交易签名验证失败：签名与确认信息不符，或不是本人U盾所签', retry: false,
    });
    expect(await ledger()).toEqual([]);
  });

  it('refuses a signature by another key', async () => {
    const other = sm2.generateKeyPairHex().privateKey;
    const signer = () => Promise.resolve(sm2Signer(other, () => personaByLogin('a3sp')?.certSn));
    expect(failureOf(await createAuthorization('transferSub', transfer(), { signer }).confirm())).toMatchObject({ status: 'SG0007' });
    expect(await ledger()).toEqual([]);
  });

  it.each([
    ['a missing signature', { SIGN_DATA: undefined }, 'SG0001', '交易缺少数字签名（SIGN_DATA），请使用U盾签名后提交'],
    ['an empty signature', { SIGN_DATA: '' }, 'SG0001', '交易缺少数字签名（SIGN_DATA），请使用U盾签名后提交'],
    ['a missing idempotency key', { IDEMPOTENCY_KEY: undefined }, 'SG0002', '交易缺少幂等键（IDEMPOTENCY_KEY），请重新发起交易'],
    ['another persona\'s certificate', { CERT_SN: personaByLogin('a3s')?.certSn }, 'SG0004', '签名证书（CERT_SN）与当前用户绑定的数字证书不符'],
    ['a confirmation row left out', { PAYEE_ACCT_NAME: undefined }, 'SG0005',
      '无法按签名目录重建签名原文：确认信息缺少“收款户名”（PAYEE_ACCT_NAME），无法签名'],
  ])('refuses %s', async (_name, change, status, message) => {
    const { deps } = withRecording({ submit: (path, body) => submitSigned(path, { ...body, ...change }) });
    expect(failureOf(await createAuthorization('transferSub', transfer(), deps).confirm())).toEqual({ kind: 'business', status, message, retry: false });
    expect(await ledger()).toEqual([]);
  });

  it('refuses a service code other than the rule\'s (transAuthSubmit: AUTH_TYPE 1 signed, 2\'s code sent)', async () => {
    const values = examples.get('transAuthSubmit') ?? {};
    const other = planFor('transAuthSubmit', { ...values, AUTH_TYPE: values.AUTH_TYPE === '2' ? '1' : '2' });
    const { deps } = withRecording({ submit: (path, body) => submitSigned(path, { ...body, SERVICE_CODE: 'plan' in other ? other.plan.serviceCode : '' }) });
    const failure = failureOf(await createAuthorization('transAuthSubmit', values, deps).confirm());
    expect(failure).toMatchObject({ status: 'SG0006' });
    expect(failure?.message).toMatch(/^服务码不符：本交易应为 [0-9]{13}，请求为 [0-9]{13}$/);
  });

  it('refuses an idempotency key used for another transaction', async () => {
    const { deps, sent } = withRecording();
    expect((await createAuthorization('transferSub', transfer(), deps).confirm()).ok).toBe(true);
    const reused = sent[0]?.IDEMPOTENCY_KEY;
    const reuse: FlowDeps['submit'] = (path, body) => submitSigned(path, { ...body, IDEMPOTENCY_KEY: reused });
    const { deps: second } = withRecording({ submit: reuse });
    expect(failureOf(await createAuthorization('transferSub', { ...transfer(), TRAN_AMT: '1.00' }, second).confirm()))
      .toMatchObject({ status: 'SG0008', message: '幂等键已用于另一笔交易，请重新发起' });
    expect(await ledger()).toHaveLength(1);
  });

  it.each(['a2', 'a3'])('refuses the %s persona, whose level may not transact (spec 000 §6)', async (login) => {
    await logIn(login);
    const level = login.toUpperCase();
    expect(failureOf(await createAuthorization('transferSub', transfer()).confirm())).toEqual({
      kind: 'business', status: 'SG0003', message: `您的认证级别（${level}）不能办理需U盾签名的交易，请联系企业管理员`, retry: false,
    });
    expect(await ledger()).toEqual([]);
  });
});

describe('one booking per idempotency key', () => {
  beforeEach(async () => {
    await logIn('a3sp');
  });

  it('answers the same key twice with the first result and books one ledger entry', async () => {
    const { deps, sent } = withRecording();
    const first = await createAuthorization('transferSub', transfer(), deps).confirm();
    const body = sent[0];
    if (!first.ok || !body) throw new Error('not accepted');
    const again = await submitSigned('/api/transfer/transferSub', body);
    expect(again).toEqual(first.answer);
    const both = await Promise.all([submitSigned('/api/transfer/transferSub', body), submitSigned('/api/transfer/transferSub', body)]);
    expect(both).toEqual([first.answer, first.answer]);
    const booked = await ledger();
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ operationId: 'transferSub', user: 'a3sp', idempotencyKey: body.IDEMPOTENCY_KEY, transSeq: (first.answer as { TRANS_SEQ: string }).TRANS_SEQ });
  });

  it('books once when two identical calls arrive together', async () => {
    const { deps, sent } = withRecording();
    await createAuthorization('transferSub', transfer(), deps).confirm();
    await control('reset');
    await logIn('a3sp');
    const body = sent[0] ?? {};
    const answers = await Promise.all([1, 2, 3].map(() => submitSigned('/api/transfer/transferSub', body)));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await ledger()).toHaveLength(1);
  });

  it('books one after an HTTP 500 and a retry with the same key (spec 000 §8)', async () => {
    await fault('transferSub', 'http500');
    const { deps, sent } = withRecording();
    const authorization = createAuthorization('transferSub', transfer(), deps);
    expect(failureOf(await authorization.confirm())).toMatchObject({ kind: 'transport', status: 'HTTP_500', retry: true });
    expect(await ledger()).toEqual([]);
    const retried = await authorization.confirm();
    expect(retried.ok).toBe(true);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(await ledger()).toHaveLength(1);
  });

  it('books again under a new key: a new authorization is a new transaction', async () => {
    await createAuthorization('transferSub', transfer()).confirm();
    await createAuthorization('transferSub', transfer()).confirm();
    expect((await ledger()).map((e) => e.operationId)).toEqual(['transferSub', 'transferSub']);
  });

  it('empties the ledger on reset', async () => {
    await createAuthorization('transferSub', transfer()).confirm();
    expect(await ledger()).toHaveLength(1);
    await control('reset');
    expect(await ledger()).toEqual([]);
  });
});
