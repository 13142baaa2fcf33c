// The authorization flow (src/signing/flow.ts): signs once, submits once, retries with the same key
// and signature, and answers every failure as a result. spec 000 §4 (transaction authentication),
// §7 (signed calls), §8 (errors); spec 001 §4, §7.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { signing } from '../../../src/api/generated/signing.ts';
import { createAuthorization, type FlowDeps, idempotencyKey, NO_KEY_MESSAGE } from '../../../src/signing/flow.ts';
import type { Values } from '../../../src/signing/rules.ts';
import { type Signer, SignerError } from '../../../src/signing/signer.ts';
import { SINGLE_TRANSFER } from '../../support/transfer.ts';

const TRANSFER = SINGLE_TRANSFER;
const ANSWER = { TRANS_SEQ: 'T2026112210302200017', TRANS_DATE: '2026-11-22', TRANS_STATUS: '0' };

/** A signer and a gateway that record what they were asked, answering from a script. */
function rig(script: Array<unknown> = [ANSWER], signer?: Signer) {
  const signed: string[] = [];
  const sent: Array<{ path: string; body: Values }> = [];
  const key: Signer = signer ?? {
    certSn: () => Promise.resolve('5EED000000000123'),
    sign: (text) => {
      signed.push(text);
      return Promise.resolve(`c2lnbmF0dXJl${String(signed.length)}`);
    },
  };
  const deps: Partial<FlowDeps> = {
    signer: () => Promise.resolve(key),
    submit: async (path, body) => {
      sent.push({ path, body });
      await new Promise((r) => setTimeout(r, 5));
      const next = script.shift();
      if (next instanceof Error) throw next;
      return next;
    },
    randomBytes: (n) => new Uint8Array(n).fill(0xab),
    downloadUrl: 'https://download.bank.example/ukey/',
    signLog: { toggles: () => ({ signLog: false, testMode: false }) },
  };
  return { deps, signed, sent };
}

describe('confirm: one signature, one submission (spec 000 §7)', () => {
  it('shows the rows, signs their text and sends the values with SIGN_DATA, CERT_SN, SERVICE_CODE, IDEMPOTENCY_KEY', async () => {
    const { deps, signed, sent } = rig();
    const auth = createAuthorization('transferSub', TRANSFER, deps);
    if (!('plan' in auth.plan)) throw new Error(auth.plan.message);
    const { plan } = auth.plan;
    expect(plan.rows.find((r) => r.field === 'TRAN_AMT')?.shown).toBe('12,500.00（壹万贰仟伍佰元整）');
    expect(await auth.confirm()).toEqual({ ok: true, answer: ANSWER });
    expect(signed).toEqual([plan.text]);
    expect(sent).toEqual([{
      path: '/api/transfer/transferSub',
      body: { ...TRANSFER, SIGN_DATA: 'c2lnbmF0dXJl1', CERT_SN: '5EED000000000123', SERVICE_CODE: plan.serviceCode, IDEMPOTENCY_KEY: auth.idempotencyKey },
    }]);
    expect(auth.done).toBe(true);
  });

  it('gives a second confirm while one runs the same promise: a double click books once', async () => {
    const { deps, signed, sent } = rig();
    const auth = createAuthorization('transferSub', TRANSFER, deps);
    const first = auth.confirm();
    const second = auth.confirm();
    expect(second).toBe(first);
    expect(auth.running).toBe(true);
    await first;
    expect(auth.running).toBe(false);
    expect(signed).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('answers a confirm after success with the same result, sending nothing', async () => {
    const { deps, sent } = rig([ANSWER, { TRANS_SEQ: 'SECOND' }]);
    const auth = createAuthorization('transferSub', TRANSFER, deps);
    const first = await auth.confirm();
    expect(await auth.confirm()).toBe(first);
    expect(sent).toHaveLength(1);
  });

  it('signs and sends the values as they were when the authorization was made', async () => {
    const { deps, sent } = rig();
    const values: Record<string, unknown> = { ...TRANSFER };
    const auth = createAuthorization('transferSub', values, deps);
    values.TRAN_AMT = '99999.00';
    await auth.confirm();
    expect(sent[0]?.body.TRAN_AMT).toBe('12500.00');
  });

  it('makes one idempotency key per authorization from random bytes', () => {
    expect(idempotencyKey((n) => new Uint8Array(n).fill(0xab))).toBe(`EIS-${'ab'.repeat(16)}`);
    const a = createAuthorization('transferSub', TRANSFER);
    const b = createAuthorization('transferSub', TRANSFER);
    expect(a.idempotencyKey).toMatch(/^EIS-[0-9a-f]{32}$/);
    expect(a.idempotencyKey).not.toBe(b.idempotencyKey);
  });
});

describe('retry after a failure whose outcome is unknown: same key, same signature, nothing re-signed', () => {
  it.each([
    ['an HTTP 500', new ApiError('HTTP_500', '系统繁忙，请稍后再试', 'transferSub')],
    ['a network failure', new ApiError('NETWORK', '网络异常', 'transferSub')],
    ['an answer that cannot be opened', new ApiError('DECRYPT', '报文解密失败', 'transferSub')],
    ['something that is not an ApiError', new Error('socket hang up')],
  ])('%s', async (_name, fault) => {
    const { deps, signed, sent } = rig([fault, ANSWER]);
    const auth = createAuthorization('transferSub', TRANSFER, deps);
    const failed = await auth.confirm();
    expect(failed).toMatchObject({ ok: false, failure: { kind: 'transport', retry: true } });
    expect(!failed.ok && failed.failure.message).toContain('不会重复记账');
    expect(await auth.confirm()).toEqual({ ok: true, answer: ANSWER });
    expect(signed).toHaveLength(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
  });

  it('offers a retry after a lost session (005), with the same body', async () => {
    const { deps, sent } = rig([new ApiError('005', '会话已失效，请重新登录', 'transferSub'), ANSWER]);
    const auth = createAuthorization('transferSub', TRANSFER, deps);
    expect(await auth.confirm()).toMatchObject({ ok: false, failure: { kind: 'session', retry: true, status: '005' } });
    await auth.confirm();
    expect(sent[1]?.body).toEqual(sent[0]?.body);
  });
});

describe('failures are results with Chinese messages, never a fake success', () => {
  it('passes a business error\'s message on, with no retry', async () => {
    const { deps } = rig([new ApiError('TR0001', '账户余额不足', 'transferSub')]);
    expect(await createAuthorization('transferSub', TRANSFER, deps).confirm()).toEqual({
      ok: false,
      failure: { kind: 'business', status: 'TR0001', message: '账户余额不足', retry: false },
    });
  });

  it('answers no key with the guidance and the download link; a retry asks the key again', async () => {
    let attempts = 0;
    const flaky: Signer = {
      certSn: () => (++attempts === 1 ? Promise.reject(new SignerError('noKey')) : Promise.resolve('5EED000000000123')),
      sign: () => Promise.resolve('c2lnbmF0dXJl'),
    };
    const { deps, sent } = rig([ANSWER], flaky);
    const auth = createAuthorization('transferSub', TRANSFER, deps);
    expect(await auth.confirm()).toEqual({
      ok: false,
      failure: { kind: 'noKey', message: NO_KEY_MESSAGE, retry: true, downloadUrl: 'https://download.bank.example/ukey/' },
    });
    expect(NO_KEY_MESSAGE).toContain('未检测到U盾');
    expect(sent).toHaveLength(0);
    expect(await auth.confirm()).toEqual({ ok: true, answer: ANSWER });
    expect(attempts).toBe(2);
  });

  it.each([
    ['cancelled', new SignerError('cancelled'), 'cancelled', '您已取消U盾签名，交易未提交。'],
    ['failed', new SignerError('failed', 'U盾签名失败'), 'signer', 'U盾签名失败，交易未提交。请检查U盾后重试。'],
    ['not a SignerError', new Error('plug-in crashed'), 'signer', 'U盾签名失败，交易未提交。请检查U盾后重试。'],
  ])('answers a key that %s, submitting nothing', async (_name, error, kind, message) => {
    const refusing: Signer = { certSn: () => Promise.resolve('5EED000000000123'), sign: () => Promise.reject(error) };
    const { deps, sent } = rig([ANSWER], refusing);
    expect(await createAuthorization('transferSub', TRANSFER, deps).confirm()).toEqual({ ok: false, failure: { kind, message, retry: true } });
    expect(sent).toHaveLength(0);
  });

  it.each([
    ['a missing row', 'transferSub', { ...TRANSFER, ACCT_NAME: undefined }, '确认信息缺少“付款户名”（ACCT_NAME），无法签名'],
    ['no service code', 'transAuthSubmit', { TRANS_NAME: '授权' }, '无法确定服务码：AUTH_TYPE 未填写或不在签名目录中'],
    ['a call that is not signed', 'menuListQry', {}, '交易 menuListQry 不在签名目录中，无法签名'],
    ['a login, which is no transaction', 'ukeyLogin', { CERT_SN: '5EED000000000123', CHALLENGE_ID: 'CH12345678', CHALLENGE: 'k3Jd9QxL2mVw7TzA8bNc4RfY' },
      'ukeyLogin 不是交易，不能在交易确认中签名'],
  ])('refuses %s before the key is asked', async (_name, operationId, values, message) => {
    const { deps, signed, sent } = rig();
    expect(await createAuthorization(operationId, values, deps).confirm()).toEqual({ ok: false, failure: { kind: 'problem', message, retry: false } });
    expect(signed).toEqual([]);
    expect(sent).toEqual([]);
  });
});

describe('transAuthSubmit through the same flow (spec 000 §7: AUTH_TYPE 1, 2 or 0 selects the code)', () => {
  it.each(['1', '2', '0'])('AUTH_TYPE %s signs under its code', async (type) => {
    const { deps, sent } = rig();
    const values = { AUTH_TYPE: type, TRANS_NAME: '授权交易', ORIG_TRANS_SEQ: 'T2026112210302200017', ACCT_NO: '6230910000012345678', TRAN_AMT: '5000.00' };
    const auth = createAuthorization('transAuthSubmit', values, deps);
    expect(await auth.confirm()).toMatchObject({ ok: true });
    const rule = signing['/api/auth/transAuthSubmit'].serviceCode;
    expect(sent[0]?.body.SERVICE_CODE).toBe(rule.codes[type as '1' | '2' | '0']);
  });
});
