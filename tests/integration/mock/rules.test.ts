// The bank's rules hold everywhere (issue 48): the review's repros, run as the people of the issue would
// run them through the real client, signing flow and envelope against the mock gateway. Each is refused
// with its own code and a Chinese message, and the ledger and balances do not move. spec 000 §1
// (operators and approvers), §6 (levels), §7 (signed calls, workbench); spec 001 §7.
import { beforeEach, describe, expect, it } from 'vitest';
import type { RunningMock } from '@mock/server.ts';
import { send } from '@/api/client.ts';
import type { ApiError } from '@/api/errors.ts';
import { accountListQry, backlogListQry, instructionDetailQry, logOut, transChallengeIssue, transStatusQry } from '@/api/generated/sdk/sdk.gen.ts';
import { createAuthorization, submitSigned } from '@/signing/flow.ts';
import type { Values } from '@/protocol/signing/rules.ts';
import { ledger, logIn, mockControl, mockForFile } from '../../support/mock-session.ts';
import { signedOperation } from '@tests/support/signed-operation.ts';

const FENGSHOU = '6230910000034567890';
const LVGU = '6230910000012345678';
const LVGU_SECOND = '6230910000023456789';
const PAYEE = { PAYEE_ACCT_NO: '6230910000087654321', PAYEE_ACCT_NAME: '杭州禾丰农资贸易有限公司', PAYEE_BANK_NAME: '浙江余杭农村商业银行' };
const transfer = (acct: string, amount: string, name = '浙江丰收茶业有限公司'): Values =>
  ({ TRANS_NAME: '单笔转账', ACCT_NO: acct, ACCT_NAME: name, ...PAYEE, TRAN_AMT: amount, CURRENCY: 'CNY', REMARK: '货款' });
const regulated = (acct: string, amount: string): Values => ({ ...transfer(acct, amount), TRANS_NAME: '监管账户转账' });
const rule = (mode: '0' | '1' | '2', threshold = '50000.00'): Values =>
  ({ TRANS_NAME: '授权模式修改', TRANS_KIND: 'transferSub', AUTH_MODE: mode, THRESHOLD_AMT: threshold });

const theMock = mockForFile();
let mock: RunningMock;

beforeEach(async () => {
  mock = theMock();
  await mockControl(mock, 'reset');
});

interface Sent {
  answer: Record<string, unknown>;
  /** The signed request as it went on the wire (an attacker's capture). */
  body: Values | undefined;
}

/** Signs and sends as the logged-in user: the answer (or the refusal's status and message), and the body sent. */
async function sign(operationId: string, values: Values): Promise<Sent> {
  let body: Values | undefined;
  const outcome = await createAuthorization(signedOperation(operationId), values, {
    submit: (call, sent) => {
      body = sent;
      return submitSigned(call, sent);
    },
  }).confirm();
  const answer = outcome.ok
    ? (outcome.answer as Record<string, unknown>)
    : { refused: outcome.failure.status, message: outcome.failure.message };
  return { answer, body };
}

const resend = (operationId: string, body: Values | undefined) =>
  submitSigned(signedOperation(operationId).call, body ?? {}).then(
    (answer) => ({ answer }),
    (e: unknown) => ({ status: (e as ApiError).status, message: (e as ApiError).message }),
  );

async function balance(acctNo: string): Promise<string | undefined> {
  return (await send(accountListQry, {}))?.LIST.find((a) => a.ACCT_NO === acctNo)?.BALANCE;
}

describe('one person cannot move any amount alone (issue 48 items 1, 2)', () => {
  it('dcadmin lowers 单笔转账 to 单人: it waits for a second person, and the 800,000.00 that follows still needs two approvers', async () => {
    await logIn(mock, 'dcadmin');
    const lowered = await sign('autoModeUpdate', rule('0'));
    expect(lowered.answer).toMatchObject({ TRANS_STATUS: '1', INSTR_STATUS: '1' });
    expect(String(lowered.answer.AUTH_HINT)).toMatch(/^待复核：授权规则的放宽须由另一名企业管理员或二级授权人复核后生效；待 .*何平.* 复核$/);
    const paid = await sign('transferSub', transfer(FENGSHOU, '800000.00'));
    expect(paid.answer).toMatchObject({ TRANS_STATUS: '1', INSTR_STATUS: '1' });
    expect(String(paid.answer.AUTH_HINT)).toContain('需 2 级授权');
    expect(await balance(FENGSHOU)).toBe('860000.00');
    // the administrator may not review their own change
    const own = await send(instructionDetailQry, { TRANS_SEQ: String(lowered.answer.TRANS_SEQ) });
    expect(own).toMatchObject({ CAN_DECIDE: 'N', WHY_NOT: '不能复核本人提交的授权规则修改', OLD_RULE: '多级（50,000.00 元以上两级）', NEW_RULE: '单人' });
  });

  it('the second administrator finds the change in 待办 and approves it; from then on 单人 books alone, and what waited keeps its rule', async () => {
    await logIn(mock, 'maker');
    const before = await sign('transferSub', transfer(FENGSHOU, '60000.00'));
    await logIn(mock, 'dcadmin');
    const change = String((await sign('autoModeUpdate', rule('0'))).answer.TRANS_SEQ);
    await logIn(mock, 'dcadmin2');
    const backlog = (await send(backlogListQry, { PAGE_NO: '1', PAGE_SIZE: '10' }))?.LIST ?? [];
    expect(backlog.find((r) => r.TRANS_SEQ === change)).toMatchObject({ CHANGE: '单笔转账：多级（50,000.00 元以上两级） → 单人', SUBMITTER: '冯静' });
    const reviewed = await sign('authRuleReview', {
      AUTH_TYPE: '1', TRANS_NAME: '授权模式修改', ORIG_TRANS_SEQ: change, RULE_KIND: 'transferSub',
      OLD_RULE: '多级（50,000.00 元以上两级）', NEW_RULE: '单人',
    });
    expect(reviewed.answer).toMatchObject({ TRANS_STATUS: '0', INSTR_STATUS: '0', AUTH_HINT: '已同意，单笔转账的授权模式已改为单人' });
    await logIn(mock, 'maker');
    expect((await sign('transferSub', transfer(FENGSHOU, '100.00'))).answer).toMatchObject({ TRANS_STATUS: '0', INSTR_STATUS: '0' });
    expect(await send(instructionDetailQry, { TRANS_SEQ: String(before.answer.TRANS_SEQ) })).toMatchObject({ INSTR_STATUS: '1', AUTH_PROGRESS: '0/2' });
  });

  it('a review must sign the change as it is (AU2007); tightening applies at once', async () => {
    await logIn(mock, 'dcadmin');
    const change = String((await sign('autoModeUpdate', rule('1'))).answer.TRANS_SEQ); // 多级 -> 双人: fewer approvals above the limit
    await logIn(mock, 'checker2');
    expect((await sign('authRuleReview', {
      AUTH_TYPE: '1', TRANS_NAME: '授权模式修改', ORIG_TRANS_SEQ: change, RULE_KIND: 'transferSub',
      OLD_RULE: '多级（50,000.00 元以上两级）', NEW_RULE: '单人',
    })).answer).toEqual({ refused: 'AU2007', message: '复核信息（交易种类、原规则或新规则）与待复核的修改不符，未受理' });
    await logIn(mock, 'dcadmin');
    // 多级 with a lower limit needs more approvals, never fewer: at once
    expect((await sign('autoModeUpdate', { ...rule('2', '10000.00'), TRANS_KIND: 'batchTransferSub' })).answer)
      .toMatchObject({ TRANS_STATUS: '0', AUTH_HINT: '批量转账的授权模式已改为多级（10,000.00 元以上两级），此后提交的交易按新规则授权' });
  });

  it('maker\'s 999,999.00 through 资金监管申请 waits for the approvers like any single transfer', async () => {
    await logIn(mock, 'maker');
    const { answer } = await sign('regulatedTransfer', regulated(FENGSHOU, '999999.00'));
    expect(answer).toMatchObject({ TRANS_STATUS: '1', INSTR_STATUS: '1' });
    expect(String(answer.AUTH_HINT)).toContain('需 2 级授权');
    expect(await balance(FENGSHOU)).toBe('860000.00');
    expect((await ledger(mock)).map((e) => e.operationId)).toEqual(['regulatedTransfer']); // signed, not booked
  });

  it('an approver who may only approve cannot pay that way (AU2001)', async () => {
    await logIn(mock, 'checker1');
    expect((await sign('regulatedTransfer', regulated(FENGSHOU, '999999.00'))).answer)
      .toEqual({ refused: 'AU2001', message: '您是授权人员，不能经办（提交）交易，请由经办人员提交' });
    expect(await ledger(mock)).toEqual([]);
  });

  it('no one pays from another enterprise\'s account (AC0404), by any debiting call', async () => {
    await logIn(mock, 'maker');
    for (const [id, values] of [['regulatedTransfer', regulated(LVGU, '100.00')], ['transferSub', transfer(LVGU, '100.00')]] as const) {
      expect((await sign(id, values)).answer, id).toEqual({
        refused: 'AC0404', message: `账户 ${LVGU} 不存在、不属于当前企业或未对您开放`,
      });
    }
    await logIn(mock, 'a3sp');
    expect(await balance(LVGU)).toBe('1285630.45');
  });
});

describe('a refusal is final (issue 48 item 3)', () => {
  it('a transfer refused for the balance does not book later with its signature, whatever comes into the account', async () => {
    await logIn(mock, 'a3sp');
    const refused = await sign('transferSub', transfer(LVGU, '1300000.00', '浙江绿谷农业科技有限公司'));
    expect(refused.answer).toMatchObject({ refused: 'TR0001' });
    const topUp = { ...transfer(LVGU_SECOND, '100000.00', '浙江绿谷农业科技有限公司'), PAYEE_ACCT_NO: LVGU, PAYEE_ACCT_NAME: '浙江绿谷农业科技有限公司' };
    expect((await sign('transferSub', topUp)).answer).toMatchObject({ TRANS_STATUS: '0' });
    expect(await balance(LVGU)).toBe('1385630.45');
    const again = await resend('transferSub', refused.body);
    expect(again).toEqual({ status: 'TR0001', message: String(refused.answer.message) });
    expect(await balance(LVGU)).toBe('1385630.45');
    expect((await ledger(mock)).length).toBe(1); // the top-up alone
    // asked for its outcome, the bank gives the refusal: failed, for good
    expect(await send(transStatusQry, { IDEMPOTENCY_KEY: String(refused.body?.IDEMPOTENCY_KEY) })).toMatchObject({ TRANS_STATE: 'FAILED' });
  });

  it('a key used in one session, booked or refused, books nothing in another, after logout or not (SG0015)', async () => {
    await logIn(mock, 'a3sp');
    const booked = await sign('transferSub', transfer(LVGU, '10.00', '浙江绿谷农业科技有限公司'));
    const refused = await sign('transferSub', transfer(LVGU, '1300000.00', '浙江绿谷农业科技有限公司'));
    expect(refused.answer).toMatchObject({ refused: 'TR0001' });
    await send(logOut, {});
    await logIn(mock, 'a3sp');
    for (const sent of [booked, refused]) {
      const key = String(sent.body?.IDEMPOTENCY_KEY);
      await expect(send(transChallengeIssue, { TRANS_OPERATION: 'transferSub', IDEMPOTENCY_KEY: key })).rejects.toMatchObject({ status: 'SG0015' });
    }
    expect(await send(transStatusQry, { IDEMPOTENCY_KEY: String(booked.body?.IDEMPOTENCY_KEY) }))
      .toMatchObject({ TRANS_STATE: 'SUCCESS', TRANS_SEQ: booked.answer.TRANS_SEQ });
    expect(await send(transStatusQry, { IDEMPOTENCY_KEY: String(refused.body?.IDEMPOTENCY_KEY) }))
      .toMatchObject({ TRANS_STATE: 'FAILED', FAIL_MSG: expect.stringContaining('TR0001') as unknown });
    expect((await ledger(mock)).length).toBe(1);
  });
});
