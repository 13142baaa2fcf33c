// Dual control, end to end through the real client and signing flow against the mock gateway: the
// operator signs, the approvers sign their decisions (transAuthSubmit), the bank books on the last
// approval, and the balance, 交易明细查询, 转账指令查询, 待办 and 已办 follow. spec 000 §1 (operators and
// approvers), §7 (workbench: to-do, approval, authorization submit); spec 001 §4, §7; issue 36.
import { AsyncLocalStorage } from 'node:async_hooks';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RunningMock } from '@mock/server.ts';
import { cookieFetch } from '@mock/cookie-fetch.ts';
import { send } from '@/api/client.ts';
import type { ApiError } from '@/api/errors.ts';
import {
  accountListQry, accountTransDetailQry, backlogListQry, haveDoneListQry, instructionDetailQry, transferOrderQry,
} from '@/api/generated/sdk/sdk.gen.ts';
import { createAuthorization, submitSigned } from '@/signing/flow.ts';
import type { Values } from '@/protocol/signing/rules.ts';
import { freshClient, ledger, logIn, mockControl, mockForFile } from '../../support/mock-session.ts';
import { callOf, signedOperation } from '@tests/support/signed-operation.ts';

const PAYER = '6230910000034567890';
const TRANSFER = {
  TRANS_NAME: '单笔转账',
  ACCT_NO: PAYER,
  ACCT_NAME: '浙江丰收茶业有限公司',
  PAYEE_ACCT_NO: '6230910000087654321',
  PAYEE_ACCT_NAME: '杭州禾丰农资贸易有限公司',
  PAYEE_BANK_NAME: '浙江余杭农村商业银行',
  CURRENCY: 'CNY',
  REMARK: '茶叶包装款',
} as const;

const theMock = mockForFile();
let mock: RunningMock;

beforeEach(async () => {
  mock = theMock();
  await mockControl(mock, 'reset');
});

/** Signs an operation as the logged-in user; the bank's answer, or the refusal's status and message. */
async function sign(operationId: string, values: Values): Promise<Record<string, unknown>> {
  const outcome = await createAuthorization(signedOperation(operationId), values).confirm();
  if (!outcome.ok) return { refused: outcome.failure.status, message: outcome.failure.message };
  return outcome.answer as Record<string, unknown>;
}

/** The operator submits a transfer of this amount; its instruction number. */
async function submitted(amount: string): Promise<{ seq: string; answer: Record<string, unknown> }> {
  await logIn(mock, 'maker');
  const answer = await sign('transferSub', { ...TRANSFER, TRAN_AMT: amount });
  return { seq: String(answer.TRANS_SEQ), answer };
}

/** transAuthSubmit's values for a decision (AUTH_TYPE 1 同意, 2 拒绝, 0 撤销): the instruction's, as shown. */
async function approval(seq: string, authType: '0' | '1' | '2' = '1', reason?: string): Promise<Values> {
  const i = await ask(send(instructionDetailQry, { TRANS_SEQ: seq }));
  return {
    AUTH_TYPE: authType, TRANS_NAME: i.TRANS_NAME, ORIG_TRANS_SEQ: seq, ACCT_NO: i.ACCT_NO,
    ...(i.PAYEE_ACCT_NO ? { PAYEE_ACCT_NO: i.PAYEE_ACCT_NO } : {}),
    PAYEE_ACCT_NAME: i.PAYEE_ACCT_NAME, TRAN_AMT: i.TRAN_AMT, ...(reason ? { REJECT_REASON: reason } : {}),
  };
}

/** The logged-in user's decision on an instruction, signed and sent. */
const decide = async (seq: string, authType: '0' | '1' | '2', reason?: string) => sign('transAuthSubmit', await approval(seq, authType, reason));

/** Signs with a fresh challenge and holds the request back: the body. */
async function held(operationId: string, values: Values): Promise<Values> {
  let body: Values | undefined;
  await createAuthorization(signedOperation(operationId), values, {
    submit: (_path, sent) => {
      body = sent;
      return Promise.resolve({ TRANS_SEQ: 'T00000000000000000000', TRANS_STATUS: '0' });
    },
  }).confirm();
  if (!body) throw new Error('nothing signed');
  return body;
}

/** A query's body (the client answers undefined for an empty one, which these never are). */
async function ask<T>(answer: Promise<T | undefined>): Promise<T> {
  const body = await answer;
  if (body === undefined) throw new Error('an empty answer');
  return body;
}

const as = (login: string) => logIn(mock, login);
const balance = async () => (await ask(send(accountListQry, {}))).LIST.find((a) => a.ACCT_NO === PAYER)?.BALANCE;
const entries = async () => (await ask(send(accountTransDetailQry, { ACCT_NO: PAYER, PAGE_NO: '1', PAGE_SIZE: '50' }))).LIST;
const order = async (seq: string) => (await ask(send(transferOrderQry, { TRANS_SEQ: seq, PAGE_NO: '1', PAGE_SIZE: '10' }))).LIST[0];
const backlogSeqs = async () => (await ask(send(backlogListQry, { PAGE_NO: '1', PAGE_SIZE: '50' }))).LIST.map((r) => r.TRANS_SEQ);

describe('authorization rules: 单人, 双人, 多级 (issue 36)', () => {
  it('单人: a3sp books alone: the balance falls and 交易明细查询 shows the serial number at once', async () => {
    await as('a3sp');
    const before = await ask(send(accountListQry, {}));
    const answer = await sign('transferSub', {
      ...TRANSFER, ACCT_NO: '6230910000012345678', ACCT_NAME: '浙江绿谷农业科技有限公司', TRAN_AMT: '12345.60',
    });
    expect(answer).toMatchObject({ TRANS_STATUS: '0', INSTR_STATUS: '0' });
    const after = await ask(send(accountListQry, {}));
    const was = before.LIST[0]?.BALANCE;
    expect(was).toBe('1285630.45');
    expect(after.LIST[0]?.BALANCE).toBe('1273284.85');
    const rows = await ask(send(accountTransDetailQry, { ACCT_NO: '6230910000012345678', PAGE_NO: '1', PAGE_SIZE: '10' }));
    expect(rows.LIST[0]).toMatchObject({ TRANS_SEQ: answer.TRANS_SEQ, DC_FLAG: 'D', TRAN_AMT: '12345.60', BALANCE: '1273284.85', SUMMARY: '茶叶包装款' });
    // the example rows follow, their running balances ending at the balance before
    expect(rows.LIST[1]).toMatchObject({ TRANS_SEQ: 'T2026112110254400030', BALANCE: '1285630.45' });
    expect(rows.TOTAL).toBe(15);
  });

  it('多级, up to the limit: 49,999.99 waits for one approval, which books it', async () => {
    const { seq, answer } = await submitted('49999.99');
    expect(answer).toMatchObject({ TRANS_STATUS: '1', INSTR_STATUS: '1' });
    expect(String(answer.AUTH_HINT)).toContain('需 1 级授权');
    expect(await balance()).toBe('860000.00'); // nothing moves while it waits
    expect(await order(seq)).toMatchObject({ TRANS_STATUS: '1', SUBMITTER: '钱伟' });

    await as('checker1');
    expect(await backlogSeqs()).toContain(seq);
    const approval = await decide(seq, '1');
    expect(approval).toMatchObject({ TRANS_STATUS: '0', INSTR_STATUS: '0' });
    expect(await backlogSeqs()).not.toContain(seq);
    expect((await ask(send(haveDoneListQry, { PAGE_NO: '1', PAGE_SIZE: '10' }))).LIST[0]).toMatchObject({ TRANS_SEQ: seq, DECISION: '1', INSTR_STATUS: '0' });

    await as('maker');
    expect(await balance()).toBe('810000.01');
    const detail = await ask(send(instructionDetailQry, { TRANS_SEQ: seq }));
    expect(detail.HISTORY.map((h) => h.ACTION)).toEqual(['SUBMIT', 'APPROVE', 'BOOK']);
    // issue 49 item 4: the number maker was given finds the booking in 交易明细; the approval's is beside it
    expect(detail).toMatchObject({ BOOKED_SEQ: seq, FINAL_AUTH_SEQ: approval.TRANS_SEQ });
    expect((await entries())[0]).toMatchObject({ TRANS_SEQ: seq, TRAN_AMT: '49999.99', BALANCE: '810000.01' });
  });

  it('多级, above the limit: 50,000.01 needs two approvals, the last by a level-2 approver', async () => {
    const { seq } = await submitted('50000.01');
    await as('checker1');
    expect(await decide(seq, '1')).toMatchObject({ TRANS_STATUS: '0', INSTR_STATUS: '1' });
    await as('maker');
    expect(await balance()).toBe('860000.00');
    expect(await order(seq)).toMatchObject({ TRANS_STATUS: '1' });
    await as('checker2');
    expect(await decide(seq, '1')).toMatchObject({ INSTR_STATUS: '0' });
    await as('maker');
    expect(await balance()).toBe('809999.99');
    expect(await order(seq)).toMatchObject({ TRANS_STATUS: '0' });
  });

  /** The administrator asks for a rule; the second administrator reviews and approves it (issue 48). */
  async function relaxed(mode: '0' | '1'): Promise<void> {
    await as('dcadmin');
    const asked = await sign('autoModeUpdate', { TRANS_NAME: '授权模式修改', TRANS_KIND: 'transferSub', AUTH_MODE: mode, THRESHOLD_AMT: '50000.00' });
    expect(asked).toMatchObject({ TRANS_STATUS: '1', INSTR_STATUS: '1' });
    await as('dcadmin2');
    expect(await sign('authRuleReview', {
      AUTH_TYPE: '1', TRANS_NAME: '授权模式修改', ORIG_TRANS_SEQ: String(asked.TRANS_SEQ), RULE_KIND: 'transferSub',
      OLD_RULE: '多级（50,000.00 元以上两级）', NEW_RULE: mode === '0' ? '单人' : '双人',
    })).toMatchObject({ TRANS_STATUS: '0', INSTR_STATUS: '0' });
  }

  it('双人 after the administrator changes the rule and another reviews it: one approval books 60,000.00', async () => {
    await relaxed('1');
    const { seq, answer } = await submitted('60000.00');
    expect(String(answer.AUTH_HINT)).toContain('需 1 级授权');
    await as('checker1');
    expect(await decide(seq, '1')).toMatchObject({ INSTR_STATUS: '0' });
  });

  it('单人 after the administrator changes the rule and another reviews it: the operator books alone', async () => {
    await relaxed('0');
    const { answer } = await submitted('100.00');
    expect(answer).toMatchObject({ TRANS_STATUS: '0', INSTR_STATUS: '0' });
    expect(await balance()).toBe('859900.00');
  });
});

describe('withdrawal and rejection (issue 36)', () => {
  it('the operator withdraws before the first approval; it never books', async () => {
    const { seq } = await submitted('1000.00');
    expect(await decide(seq, '0')).toMatchObject({ INSTR_STATUS: '4' });
    expect(await order(seq)).toMatchObject({ TRANS_STATUS: '4' });
    expect(await balance()).toBe('860000.00');
    expect((await entries()).some((e) => e.TRAN_AMT === '1000.00')).toBe(false);
    await as('checker1');
    expect(await backlogSeqs()).not.toContain(seq);
    expect(await decide(seq, '1')).toMatchObject({ refused: 'AU2005', message: '该笔交易已撤销，不能再授权' });
  });

  it('the operator cannot withdraw after the first approval', async () => {
    const { seq } = await submitted('60000.00');
    await as('checker1');
    await decide(seq, '1');
    await as('maker');
    expect(await decide(seq, '0')).toMatchObject({ refused: 'AU2011', message: '该笔交易已有授权人授权，不能撤销' });
  });

  it('a rejection needs a reason, which the operator sees; it never books', async () => {
    const { seq } = await submitted('2000.00');
    await as('checker1');
    expect(await decide(seq, '2')).toMatchObject({ refused: 'AU2013' });
    expect(await decide(seq, '2', '收款人账号有误')).toMatchObject({ INSTR_STATUS: '5' });
    await as('maker');
    const detail = await ask(send(instructionDetailQry, { TRANS_SEQ: seq }));
    expect(detail).toMatchObject({ INSTR_STATUS: '5', REJECT_REASON: '收款人账号有误', CAN_WITHDRAW: 'N' });
    expect(detail.HISTORY.at(-1)).toMatchObject({ ACTION: 'REJECT', ACTOR: '吴敏', NOTE: '收款人账号有误' });
    expect(await balance()).toBe('860000.00');
    await as('checker2');
    expect(await decide(seq, '1')).toMatchObject({ refused: 'AU2005', message: '该笔交易已拒绝，不能再授权' });
  });
});

describe('separation of duties, enforced by the gateway (issue 36)', () => {
  it('refuses self-approval: the administrator, operator and approver both, cannot approve their own', async () => {
    await as('dcadmin');
    const own = String((await sign('transferSub', { ...TRANSFER, TRAN_AMT: '300.00' })).TRANS_SEQ);
    expect((await ask(send(instructionDetailQry, { TRANS_SEQ: own }))).WHY_NOT).toBe('不能授权本人提交的交易');
    expect(await decide(own, '1')).toMatchObject({ refused: 'AU2002', message: '不能授权本人提交的交易' });
  });

  it('refuses a second approval by the same approver, and a last step by a level-1 approver', async () => {
    const { seq } = await submitted('60000.00');
    await as('checker2');
    await decide(seq, '1');
    expect(await decide(seq, '1')).toMatchObject({ refused: 'AU2003', message: '您已授权过该笔交易，不能重复授权' });
    await as('checker1');
    expect(await backlogSeqs()).not.toContain(seq);
    expect(await decide(seq, '1')).toMatchObject({ refused: 'AU2004' });
    await as('maker');
    expect(await balance()).toBe('860000.00');
  });

  it('refuses an approval by an operator, and a submit by an approver', async () => {
    const { seq } = await submitted('500.00');
    expect(await decide(seq, '1')).toMatchObject({ refused: 'AU2006', message: '您不是授权人员，不能授权交易' }); // an operator
    await as('checker1');
    expect(await sign('transferSub', { ...TRANSFER, TRAN_AMT: '500.00' })).toMatchObject({ refused: 'AU2001' });
  });

  it('refuses an approval whose signed amount or payee is not the instruction\'s', async () => {
    const { seq } = await submitted('700.00');
    await as('checker1');
    const values = await approval(seq);
    expect(await sign('transAuthSubmit', { ...values, TRAN_AMT: '70.00' })).toMatchObject({ refused: 'AU2007' });
    expect(await sign('transAuthSubmit', { ...values, PAYEE_ACCT_NAME: '别人', TRAN_AMT: '700.00' })).toMatchObject({ refused: 'AU2007' });
    expect(await decide(seq, '1')).toMatchObject({ INSTR_STATUS: '0' });
  });

  it('an overdraft answers 余额不足 and books nothing; the instruction still waits', async () => {
    const { seq } = await submitted('900000.00');
    await as('checker1');
    await decide(seq, '1');
    await as('checker2');
    const refused = await decide(seq, '1');
    expect(refused).toMatchObject({ refused: 'TR0001' });
    expect(String(refused.message)).toContain('账户余额不足');
    await as('maker');
    expect(await balance()).toBe('860000.00');
    expect((await ask(send(instructionDetailQry, { TRANS_SEQ: seq }))).AUTH_PROGRESS).toBe('1/2');
  });

  it('two approvers deciding at the same moment book once', async () => {
    const { seq } = await submitted('3000.00');
    // two browsers on one client: each call goes through the cookie jar of the approver it runs for
    const jars = { checker1: cookieFetch(), checker2: cookieFetch() };
    const who = new AsyncLocalStorage<keyof typeof jars>();
    freshClient(mock, (input, init) => jars[who.getStore() ?? 'checker1'](input, init));
    const signedBy = (login: keyof typeof jars) => who.run(login, async () => {
      await logIn(mock, login, true);
      return held('transAuthSubmit', await approval(seq));
    });
    const bodies = { checker1: await signedBy('checker1'), checker2: await signedBy('checker2') };
    const answers = await Promise.all((['checker1', 'checker2'] as const).map((login) => who.run(login, () =>
      submitSigned(callOf('transAuthSubmit'), bodies[login]).then(
        (answer) => answer as Record<string, unknown>,
        (e: unknown): Record<string, unknown> => ({ refused: (e as ApiError).status }),
      ))));
    expect(answers.filter((a) => a.INSTR_STATUS === '0')).toHaveLength(1);
    expect(answers.filter((a) => a.refused === 'AU2005')).toHaveLength(1);
    await as('maker');
    expect(await balance()).toBe('857000.00');
    expect((await entries()).filter((e) => e.TRAN_AMT === '3000.00')).toHaveLength(1);
  });
});

describe('one enterprise\'s instructions and accounts are its own (issue 36)', () => {
  it('refuses another enterprise\'s instruction, account entries and receipts, and does not list them', async () => {
    const { seq } = await submitted('400.00');
    await as('a3sp'); // 浙江绿谷, whose approvers may approve anything of their own enterprise
    const refusal = (e: unknown) => ({ status: (e as ApiError).status, message: (e as ApiError).message });
    expect(await send(instructionDetailQry, { TRANS_SEQ: seq }).catch(refusal))
      .toEqual({ status: 'AU2010', message: `原交易 ${seq} 不存在或不属于当前企业` });
    expect(await send(accountTransDetailQry, { ACCT_NO: PAYER, PAGE_NO: '1', PAGE_SIZE: '10' }).catch(refusal))
      .toEqual({ status: 'AC0404', message: `账户 ${PAYER} 不存在或不属于当前企业` });
    expect(await backlogSeqs()).not.toContain(seq);
    expect((await ask(send(transferOrderQry, { PAGE_NO: '1', PAGE_SIZE: '50' }))).LIST.map((r) => r.TRANS_SEQ)).not.toContain(seq);
    expect(await sign('transAuthSubmit', {
      AUTH_TYPE: '1', TRANS_NAME: '单笔转账', ORIG_TRANS_SEQ: seq, ACCT_NO: PAYER, PAYEE_ACCT_NO: TRANSFER.PAYEE_ACCT_NO,
      PAYEE_ACCT_NAME: TRANSFER.PAYEE_ACCT_NAME, TRAN_AMT: '400.00',
    })).toMatchObject({ refused: 'AU2010' });
    await as('maker');
    expect(await balance()).toBe('860000.00');
  });
});

describe('the ledger behind it (issue 36)', () => {
  it('every accepted signature is in the signature ledger; refused ones are not', async () => {
    const { seq } = await submitted('100.00');
    await as('checker1');
    await decide(seq, '2');
    await decide(seq, '2', '重复提交');
    expect((await ledger(mock)).map((e) => e.operationId)).toEqual(['transferSub', 'transAuthSubmit']);
  });
});
