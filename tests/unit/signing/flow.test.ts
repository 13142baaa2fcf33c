// The authorization flow (src/signing/flow.ts): a challenge before the rows, one signature over the
// text with its freshness, checked against the user's certificate, one submission; an unknown
// outcome asked by the idempotency key, never signed again; every failure a result with the step the
// user may take next. spec 000 §4 (transaction authentication), §7 (signed calls), §8 (errors);
// spec 001 §4, §7; issue "signed once, booked once" 1-3.
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors.ts';
import { signing } from '@/api/generated/signing.ts';
import { i18n, registerTerms } from '@/i18n/index.ts';
import { sessionStore } from '@/session/store.ts';
import {
  CHALLENGE_MARGIN_MS,
  createAuthorization,
  type FlowDeps,
  idempotencyKey,
  type IssuedChallenge,
  noKeyMessage,
  STATUS_POLLS,
  type TransactionState,
  unresolvedAuthorization,
} from '@/signing/flow.ts';
import { planFor, textOf } from '@/protocol/signing/plan.ts';
import type { Values } from '@/protocol/signing/rules.ts';
import { type Signer, SignerError } from '@/signing/signer.ts';
import { SINGLE_TRANSFER } from '../../support/transfer.ts';
import { callOf, signedOperation } from '@tests/support/signed-operation.ts';

const TRANSFER = SINGLE_TRANSFER;
const ANSWER = { TRANS_SEQ: 'T2026112210302200017', TRANS_DATE: '2026-11-22', TRANS_STATUS: '0' };
const CERT = '5EED000000000123';
const KEY = `EIS-${'ab'.repeat(16)}`;

/** A signer, a gateway and a clock that record what they were asked, answering from scripts. */
interface RigOptions {
  signer?: Signer;
  statuses?: unknown[];
  challenges?: unknown[];
}

function rig(script: unknown[] = [ANSWER], options: RigOptions = {}) {
  const signed: string[] = [];
  const sent: Array<{ call: FlowDeps['submit'] extends (call: infer C, body: Values) => unknown ? C : never; body: Values }> = [];
  const asked: string[] = [];
  const queried: string[] = [];
  const paused: number[] = [];
  const clock = { now: 1_000_000 };
  let issued = 0;
  const key: Signer = options.signer ?? {
    certSn: () => Promise.resolve(CERT),
    sign: (text) => {
      signed.push(text);
      return Promise.resolve(`c2lnbmF0dXJl${String(signed.length)}`);
    },
  };
  const next = async (queue: unknown[] | undefined, fallback: unknown) => {
    await new Promise((r) => setTimeout(r, 2));
    const value = queue && queue.length > 0 ? queue.shift() : fallback;
    if (value instanceof Error) throw value;
    return value;
  };
  const deps: Partial<FlowDeps> = {
    signer: () => Promise.resolve(key),
    submit: async (call, body) => {
      sent.push({ call, body });
      return next(script, undefined);
    },
    challenge: async (operationId, k) => {
      asked.push(`${operationId} ${k}`);
      issued++;
      return (await next(options.challenges, { CHALLENGE_ID: `TC00000${String(issued)}`, CHALLENGE: `challenge-value-${String(issued)}x`, EXPIRE_SECONDS: 120 })) as IssuedChallenge;
    },
    status: async (k) => {
      queried.push(k);
      return (await next(options.statuses, { TRANS_STATE: 'FAILED' })) as TransactionState;
    },
    certificate: () => ({ certSn: CERT, publicKey: '04abc' }),
    verify: (_text, signature, publicKey) => Promise.resolve(signature.startsWith('c2lnbmF0dXJl') && publicKey === '04abc'),
    randomBytes: (n) => new Uint8Array(n).fill(0xab),
    now: () => clock.now,
    bankTime: () => `2026-11-28 10:00:${String(queried.length).padStart(2, '0')}`,
    pause: (ms) => {
      paused.push(ms);
      return Promise.resolve();
    },
    downloadUrl: 'https://download.bank.example/ukey/',
    signLog: { toggles: () => ({ signLog: false, testMode: false }) },
  };
  return { deps, signed, sent, asked, queried, paused, clock };
}

const freshness = (n: number) => ({ challengeId: `TC00000${String(n)}`, challenge: `challenge-value-${String(n)}x`, idempotencyKey: KEY });

beforeEach(() => {
  sessionStore.setState({ userInfo: { USER_ID: 'U000123', USER_NAME: '张敏', USER_INDVATTELVL: 'A3SP' } });
});

describe('confirm: a challenge, one signature, one submission (spec 000 §7)', () => {
  it('asks a challenge for the operation and key, signs the text that carries it, and sends the six signing fields', async () => {
    const { deps, signed, sent, asked } = rig();
    const auth = createAuthorization(signedOperation('transferSub'), TRANSFER, deps);
    if (!('plan' in auth.plan)) throw new Error(auth.plan.message);
    const { plan } = auth.plan;
    expect(plan.rows.find((r) => r.field === 'TRAN_AMT')?.shown).toBe('12,500.00（壹万贰仟伍佰元整）');
    expect(await auth.confirm()).toEqual({ ok: true, answer: ANSWER });
    expect(asked).toEqual([`transferSub ${KEY}`]);
    expect(signed).toEqual([textOf(plan, freshness(1))]);
    expect(sent).toEqual([{
      // through the bound operation's own generated SDK function (issue 51 item 4)
      call: callOf('transferSub'),
      body: {
        ...TRANSFER, SIGN_DATA: 'c2lnbmF0dXJl1', CERT_SN: CERT, SERVICE_CODE: plan.serviceCode,
        IDEMPOTENCY_KEY: KEY, CHALLENGE_ID: 'TC000001', CHALLENGE: 'challenge-value-1x',
      },
    }]);
    expect(auth.done).toBe(true);
    expect(auth.state).toBe('done');
  });

  it('in en-US shows and signs the values in English, and says so in SIGN_LANG (issue 38)', async () => {
    registerTerms('en-US', () => Promise.resolve({ 人民币: 'CNY' }));
    await i18n.changeLanguage('en-US');
    try {
      const { deps, signed, sent } = rig();
      const auth = createAuthorization(signedOperation('transferSub'), TRANSFER, deps);
      if (!('plan' in auth.plan)) throw new Error(auth.plan.message);
      const { plan } = auth.plan;
      expect(plan.rows.find((r) => r.field === 'TRAN_AMT')?.shown).toBe('12,500.00 (CNY twelve thousand five hundred and 00/100)');
      expect(plan.rows.find((r) => r.field === 'CURRENCY')?.shown).toBe('CNY');
      expect(await auth.confirm()).toEqual({ ok: true, answer: ANSWER });
      expect(signed).toEqual([textOf(plan, freshness(1))]);
      expect(signed[0]).toContain(` ${plan.serviceCode} en-US|`);
      expect(sent[0]?.body).toMatchObject({ SIGN_LANG: 'en-US' });
    } finally {
      await i18n.changeLanguage('zh-CN');
      registerTerms('en-US', () => Promise.resolve({}));
    }
  });

  it('asks the challenge once for the rows (prepare), however often it is called, and signs with it', async () => {
    const { deps, asked, signed } = rig();
    const auth = createAuthorization(signedOperation('transferSub'), TRANSFER, deps);
    expect(await Promise.all([auth.prepare(), auth.prepare()])).toEqual([undefined, undefined]);
    await auth.confirm();
    expect(asked).toHaveLength(1);
    expect(signed[0]).toContain(' TC000001 challenge-value-1x ');
  });

  it('asks a new challenge when the one held is about to expire, before anything is signed', async () => {
    const { deps, asked, signed, clock } = rig();
    const auth = createAuthorization(signedOperation('transferSub'), TRANSFER, deps);
    await auth.prepare();
    clock.now += 120_000 - CHALLENGE_MARGIN_MS + 1;
    await auth.confirm();
    expect(asked).toHaveLength(2);
    expect(signed).toHaveLength(1);
    expect(signed[0]).toContain(' TC000002 ');
  });

  it('keeps the challenge it holds while there is time left', async () => {
    const { deps, asked, clock } = rig();
    const auth = createAuthorization(signedOperation('transferSub'), TRANSFER, deps);
    await auth.prepare();
    clock.now += 120_000 - CHALLENGE_MARGIN_MS - 1;
    await auth.confirm();
    expect(asked).toHaveLength(1);
  });

  it('gives a second confirm while one runs the same promise: a double click books once', async () => {
    const { deps, signed, sent } = rig();
    const auth = createAuthorization(signedOperation('transferSub'), TRANSFER, deps);
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
    const auth = createAuthorization(signedOperation('transferSub'), TRANSFER, deps);
    const first = await auth.confirm();
    expect(await auth.confirm()).toBe(first);
    expect(sent).toHaveLength(1);
  });

  it('signs and sends the values as they were when the authorization was made', async () => {
    const { deps, sent } = rig();
    const values: Record<string, unknown> = { ...TRANSFER };
    const auth = createAuthorization(signedOperation('transferSub'), values, deps);
    values.TRAN_AMT = '99999.00';
    await auth.confirm();
    expect(sent[0]?.body.TRAN_AMT).toBe('12500.00');
  });

  it('makes one idempotency key per authorization from random bytes', () => {
    expect(idempotencyKey((n) => new Uint8Array(n).fill(0xab))).toBe(KEY);
    const a = createAuthorization(signedOperation('transferSub'), TRANSFER);
    const b = createAuthorization(signedOperation('transferSub'), TRANSFER);
    expect(a.idempotencyKey).toMatch(/^EIS-[0-9a-f]{32}$/);
    expect(a.idempotencyKey).not.toBe(b.idempotencyKey);
  });

  it('asks no challenge for values that cannot be signed', async () => {
    const { deps, asked } = rig();
    expect(await createAuthorization(signedOperation('transferSub'), { ...TRANSFER, ACCT_NAME: undefined }, deps).prepare()).toBeUndefined();
    expect(asked).toEqual([]);
  });
});

describe('the key is the user\'s: checked before anything is sent (issue: a broken or swapped agent is caught at once)', () => {
  it('refuses a key whose certificate is not the user\'s, signing nothing', async () => {
    const other: Signer = { certSn: () => Promise.resolve('5EED000000000999'), sign: () => Promise.resolve('c2lnbmF0dXJl') };
    const { deps, sent } = rig([ANSWER], { signer: other });
    expect(await createAuthorization(signedOperation('transferSub'), TRANSFER, deps).confirm()).toEqual({ ok: false, failure: {
      kind: 'certificate', next: 'retry', message: '插入的U盾（证书 5EED000000000999）不是您绑定的数字证书，交易未提交。请插入本人U盾后重试。',
    } });
    expect(sent).toEqual([]);
  });

  it('refuses a signature that does not verify against the user\'s certificate, sending nothing', async () => {
    const broken: Signer = { certSn: () => Promise.resolve(CERT), sign: () => Promise.resolve('Zm9yZ2VkLXNpZ25hdHVyZQ==') };
    const { deps, sent } = rig([ANSWER], { signer: broken });
    const outcome = await createAuthorization(signedOperation('transferSub'), TRANSFER, deps).confirm();
    expect(outcome).toMatchObject({ ok: false, failure: { kind: 'certificate', next: 'retry' } });
    expect(!outcome.ok && outcome.failure.message).toContain('U盾签名与您的数字证书不符');
    expect(sent).toEqual([]);
  });

  it('sends nothing when the user\'s certificate is not known', async () => {
    const { deps, sent } = rig();
    const outcome = await createAuthorization(signedOperation('transferSub'), TRANSFER, { ...deps, certificate: () => ({ certSn: CERT }) }).confirm();
    expect(outcome).toMatchObject({ ok: false, failure: { kind: 'certificate' } });
    expect(sent).toEqual([]);
  });
});

describe('an unknown outcome is asked, never signed again (issue: signed once, booked once 3)', () => {
  it.each([
    ['an HTTP 500', new ApiError('HTTP_500', '系统繁忙，请稍后再试', 'transferSub')],
    ['a network failure', new ApiError('NETWORK', '网络异常', 'transferSub')],
    ['a timeout', new ApiError('TIMEOUT', '服务响应超时', 'transferSub')],
    ['an answer that cannot be opened', new ApiError('DECRYPT', '报文解密失败', 'transferSub')],
    ['an unreadable answer', new ApiError('BAD_RESPONSE', '服务异常', 'transferSub')],
    ['something that is not an ApiError', new Error('socket hang up')],
  ])('%s: asks the outcome by the key and shows the booking it finds', async (_name, fault) => {
    const { deps, signed, sent, queried } = rig([fault], { statuses: [{ TRANS_STATE: 'SUCCESS', ...ANSWER }] });
    const auth = createAuthorization(signedOperation('transferSub'), TRANSFER, deps);
    expect(await auth.confirm()).toEqual({ ok: true, answer: ANSWER });
    expect(queried).toEqual([KEY]);
    expect(signed).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('closes the authorization when the bank says it failed: a new one may start, this one sends nothing more', async () => {
    const { deps, sent, queried } = rig([new ApiError('TIMEOUT', '服务响应超时', 'transferSub')], {
      statuses: [{ TRANS_STATE: 'FAILED', FAIL_MSG: '银行未受理该笔交易' }],
    });
    const auth = createAuthorization(signedOperation('transferSub'), TRANSFER, deps);
    const failed = await auth.confirm();
    expect(failed).toEqual({ ok: false, failure: { kind: 'failed', next: 'renew', message: '交易未成功：银行未受理该笔交易。该笔交易不会记账，可重新签名提交。' } });
    expect(auth.state).toBe('closed');
    expect(await auth.confirm()).toBe(failed);
    expect(sent).toHaveLength(1);
    expect(queried).toHaveLength(1);
    expect(unresolvedAuthorization('transferSub')).toBeUndefined();
  });

  it('asks again while the bank is processing, then leaves the outcome open with 查询结果 only', async () => {
    const processing = { TRANS_STATE: 'PROCESSING' };
    const { deps, queried, paused, sent } = rig([new ApiError('HTTP_502', '网关异常', 'transferSub')], {
      statuses: [...Array<unknown>(STATUS_POLLS).fill(processing), { TRANS_STATE: 'SUCCESS', ...ANSWER }],
    });
    const auth = createAuthorization(signedOperation('transferSub'), TRANSFER, deps);
    const open = await auth.confirm();
    expect(open).toMatchObject({ ok: false, failure: { kind: 'unknown', next: 'query' } });
    expect(!open.ok && open.failure.message).toContain('切勿重新签名提交');
    expect(queried).toHaveLength(STATUS_POLLS);
    expect(paused).toHaveLength(STATUS_POLLS - 1);
    expect(auth.state).toBe('sent');
    // 查询结果: the outcome again, nothing sent again
    expect(await auth.confirm()).toEqual({ ok: true, answer: ANSWER });
    expect(sent).toHaveLength(1);
  });

  // issue 49 item 7: each 查询结果 that leaves the outcome open says which ask it was, when (the bank's
  // clock) and what the bank said, so a click never redraws the same text
  it('says which ask it was, when and what the bank said, each time differently', async () => {
    const processing = { TRANS_STATE: 'PROCESSING' };
    const down = new ApiError('NETWORK', '网络连接中断，请检查网络后重试', 'transStatusQry');
    const { deps, sent } = rig([new ApiError('TIMEOUT', '服务响应超时', 'transferSub')], {
      statuses: [down, ...Array<unknown>(STATUS_POLLS).fill(processing), down],
    });
    const auth = createAuthorization(signedOperation('transferSub'), TRANSFER, deps);
    const messages: string[] = [];
    for (let click = 0; click < 3; click++) {
      const outcome = await auth.confirm();
      messages.push(outcome.ok ? 'ok' : outcome.failure.message);
    }
    expect(messages).toEqual([
      '交易结果未知：第 1 次查询（2026-11-28 10:00:01）未得到银行答复（网络连接中断，请检查网络后重试）。请点击“查询结果”，切勿重新签名提交。',
      '第 2 次查询（2026-11-28 10:00:04）：银行答复“处理中”，交易结果暂未确定。请点击“查询结果”，切勿重新签名提交。',
      '交易结果未知：第 3 次查询（2026-11-28 10:00:05）未得到银行答复（网络连接中断，请检查网络后重试）。请点击“查询结果”，切勿重新签名提交。',
    ]);
    expect(new Set(messages).size).toBe(3);
    expect(sent).toHaveLength(1);
  });

  it('keeps an authorization whose outcome could not be asked, for the user and operation only, until it is known', async () => {
    const { deps, sent } = rig([new ApiError('NETWORK', '网络异常', 'transferSub')], {
      statuses: [new ApiError('NETWORK', '网络连接中断，请检查网络后重试', 'transStatusQry'), { TRANS_STATE: 'SUCCESS', ...ANSWER }],
    });
    const auth = createAuthorization(signedOperation('transferSub'), TRANSFER, deps);
    expect(await auth.confirm()).toEqual({ ok: false, failure: {
      kind: 'unknown', next: 'query',
      message: '交易结果未知：第 1 次查询（2026-11-28 10:00:01）未得到银行答复（网络连接中断，请检查网络后重试）。请点击“查询结果”，切勿重新签名提交。',
    } });
    expect(unresolvedAuthorization('transferSub')).toBe(auth);
    expect(unresolvedAuthorization('batchTransferSub')).toBeUndefined();
    sessionStore.setState({ userInfo: { USER_ID: 'U000999', USER_NAME: '另一位', USER_INDVATTELVL: 'A3SP' } });
    expect(unresolvedAuthorization('transferSub')).toBeUndefined();
    sessionStore.setState({ userInfo: { USER_ID: 'U000123', USER_NAME: '张敏', USER_INDVATTELVL: 'A3SP' } });
    expect(await auth.confirm()).toEqual({ ok: true, answer: ANSWER });
    expect(unresolvedAuthorization('transferSub')).toBeUndefined();
    expect(sent).toHaveLength(1);
  });
});

describe('definite refusals close the authorization; only a refusal before processing allows a new signature', () => {
  it.each([
    ['a lost session (005)', new ApiError('005', '会话已失效，请重新登录', 'transferSub'), 'session', 'renew',
      '会话已失效，请重新登录。交易未提交，请重新登录后重新签名提交。'],
    ['an expired challenge', new ApiError('SG0011', '交易挑战码已过期（有效期 120 秒），交易未受理，请重新发起交易', 'transferSub'), 'stale', 'renew',
      '交易挑战码已过期（有效期 120 秒），交易未受理，请重新发起交易。该笔交易未记账，可重新签名提交。'],
    ['a timestamp refusal', new ApiError('E0408', '请求时间戳无效或已过期，请校准时间后重试', 'transferSub'), 'stale', 'renew',
      '请求时间戳无效或已过期，请校准时间后重试。该笔交易未记账，可重新签名提交。'],
    ['a business refusal', new ApiError('TR0001', '账户余额不足', 'transferSub'), 'business', 'back', '账户余额不足'],
  ])('%s', async (_name, error, kind, next, message) => {
    const { deps, queried, sent } = rig([error, ANSWER]);
    const auth = createAuthorization(signedOperation('transferSub'), TRANSFER, deps);
    expect(await auth.confirm()).toEqual({ ok: false, failure: { kind, next, message, status: error.status } });
    expect(auth.state).toBe('closed');
    await auth.confirm();
    expect(sent).toHaveLength(1);
    expect(queried).toEqual([]);
  });
});

describe('failures before anything is sent: results with Chinese messages, never a fake success', () => {
  it('answers no key with the guidance and the download link; a retry asks the key again', async () => {
    let attempts = 0;
    const flaky: Signer = {
      certSn: () => (++attempts === 1 ? Promise.reject(new SignerError('noKey')) : Promise.resolve(CERT)),
      sign: () => Promise.resolve('c2lnbmF0dXJl'),
    };
    const { deps, sent, asked } = rig([ANSWER], { signer: flaky });
    const auth = createAuthorization(signedOperation('transferSub'), TRANSFER, deps);
    expect(await auth.confirm()).toEqual({
      ok: false,
      failure: { kind: 'noKey', message: noKeyMessage(), next: 'retry', downloadUrl: 'https://download.bank.example/ukey/' },
    });
    expect(noKeyMessage()).toContain('未检测到U盾');
    expect(sent).toHaveLength(0);
    expect(await auth.confirm()).toEqual({ ok: true, answer: ANSWER });
    expect(attempts).toBe(2);
    expect(asked).toHaveLength(1); // the challenge held is used
  });

  it.each([
    ['cancelled', new SignerError('cancelled'), 'cancelled', '您已取消U盾签名，交易未提交。'],
    ['failed', new SignerError('failed', 'U盾签名失败'), 'signer', 'U盾签名失败，交易未提交。请检查U盾后重试。'],
    ['not a SignerError', new Error('plug-in crashed'), 'signer', 'U盾签名失败，交易未提交。请检查U盾后重试。'],
  ])('answers a key that %s, submitting nothing', async (_name, error, kind, message) => {
    const refusing: Signer = { certSn: () => Promise.resolve(CERT), sign: () => Promise.reject(error) };
    const { deps, sent } = rig([ANSWER], { signer: refusing });
    expect(await createAuthorization(signedOperation('transferSub'), TRANSFER, deps).confirm()).toEqual({ ok: false, failure: { kind, message, next: 'retry' } });
    expect(sent).toHaveLength(0);
  });

  it('answers a challenge that cannot be had, signing nothing; a retry asks again', async () => {
    const { deps, signed, asked } = rig([ANSWER], { challenges: [new ApiError('005', '会话已失效，请重新登录', 'transChallengeIssue')] });
    const auth = createAuthorization(signedOperation('transferSub'), TRANSFER, deps);
    expect(await auth.prepare()).toEqual({ kind: 'challenge', next: 'retry', message: '无法获取交易挑战码（会话已失效，请重新登录），交易未提交，请重试。' });
    expect(signed).toEqual([]);
    expect(await auth.confirm()).toEqual({ ok: true, answer: ANSWER });
    expect(asked).toHaveLength(2);
  });

  it.each([
    ['a missing row', 'transferSub', { ...TRANSFER, ACCT_NAME: undefined }, '确认信息缺少“付款户名”（ACCT_NAME），无法签名'],
    ['no service code', 'transAuthSubmit', { TRANS_NAME: '授权' }, '无法确定服务码：AUTH_TYPE 未填写或不在签名目录中'],
    ['a call that is not signed', 'menuListQry', {}, '交易 menuListQry 不在签名目录中，无法签名'],
    ['a login, which is no transaction', 'ukeyLogin', { CERT_SN: CERT, CHALLENGE_ID: 'CH12345678', CHALLENGE: 'k3Jd9QxL2mVw7TzA8bNc4RfY' },
      'ukeyLogin 不是交易，不能在交易确认中签名'],
  ])('refuses %s before the key is asked', async (_name, operationId, values, message) => {
    const { deps, signed, sent } = rig();
    expect(await createAuthorization(signedOperation(operationId), values, deps).confirm()).toEqual({ ok: false, failure: { kind: 'problem', message, next: 'back' } });
    expect(signed).toEqual([]);
    expect(sent).toEqual([]);
  });
});

describe('transAuthSubmit through the same flow (spec 000 §7: AUTH_TYPE 1, 2 or 0 selects the code)', () => {
  it.each(['1', '2', '0'])('AUTH_TYPE %s signs under its code', async (type) => {
    const { deps, sent } = rig();
    const values = { AUTH_TYPE: type, TRANS_NAME: '授权交易', ORIG_TRANS_SEQ: 'T2026112210302200017', ACCT_NO: '6230910000012345678', PAYEE_ACCT_NAME: '杭州禾丰农资贸易有限公司', TRAN_AMT: '5000.00' };
    const auth = createAuthorization(signedOperation('transAuthSubmit'), values, deps);
    expect(await auth.confirm()).toMatchObject({ ok: true });
    const rule = signing['/api/auth/transAuthSubmit'].serviceCode;
    expect(sent[0]?.body.SERVICE_CODE).toBe(rule.codes[type as '1' | '2' | '0']);
    expect(planFor('transAuthSubmit', values)).toMatchObject({ plan: { serviceCode: rule.codes[type as '1' | '2' | '0'] } });
  });
});
