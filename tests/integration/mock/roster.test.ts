// Payees and messages read the living bank (issue 49 item 4: "every query over something the user can
// create … messages, payees"), through the real client and signing flow against the mock gateway: a
// payee signed into 收款人名册 (billPayeeAddSub) is found by payeeListQry, one removed
// (billPayeeDeleteSub) is gone; a transfer waiting for approval, then booked, is a message in 消息查询;
// each workspace keeps its own, and a restart (its snapshot) keeps them.
import { beforeEach, describe, expect, it } from 'vitest';
import type { RunningMock } from '@mock/server.ts';
import { GatewayState } from '@mock/sessions/state.ts';
import { restoreInto, snapshotOf } from '@mock/workspaces/snapshot.ts';
import { send } from '@/api/client.ts';
import { messageListQry, payeeListQry } from '@/api/generated/sdk/sdk.gen.ts';
import type { Values } from '@/protocol/signing/rules.ts';
import { createAuthorization } from '@/signing/flow.ts';
import { logIn, mockControl, mockForFile } from '../../support/mock-session.ts';
import { signedOperation } from '../../support/signed-operation.ts';

const theMock = mockForFile();
let mock: RunningMock;

beforeEach(async () => {
  mock = theMock();
  await mockControl(mock, 'reset');
});

async function sign(operationId: string, values: Values): Promise<Record<string, unknown>> {
  const outcome = await createAuthorization(signedOperation(operationId), values).confirm();
  if (!outcome.ok) return { refused: outcome.failure.status, message: outcome.failure.message };
  return outcome.answer as Record<string, unknown>;
}

const PAYEE = {
  TRANS_NAME: '票据收款人新增', OPERATE_TYPE: 'Add', TARGET_ID: '6230910000011223344', TARGET_NAME: '杭州青山茶具有限公司',
  PAYEE_BANK_NAME: '浙江余杭农村商业银行',
};
const payees = async (filter: Values = {}) =>
  (await send(payeeListQry, { PAGE_NO: '1', PAGE_SIZE: '100', ...filter }))?.LIST.map((p) => `${p.PAYEE_ACCT_NO} ${p.PAYEE_ACCT_NAME} ${p.PAYEE_BANK_NAME}`);
const messages = async () => (await send(messageListQry, { PAGE_NO: '1', PAGE_SIZE: '100' }))?.LIST ?? [];

describe('收款人名册 reads the living bank (issue 49 item 4)', () => {
  it('a payee signed in is found, once; one signed out is gone', async () => {
    await logIn(mock, 'a3sp');
    expect(await payees()).toHaveLength(4); // the contract's example rows
    expect(await sign('billPayeeAddSub', PAYEE)).toMatchObject({ TRANS_STATUS: '0' });
    expect(await payees({ PAYEE_ACCT_NAME: '青山' })).toEqual(['6230910000011223344 杭州青山茶具有限公司 浙江余杭农村商业银行']);
    expect(await sign('billPayeeAddSub', PAYEE)).toMatchObject({ refused: 'PY0002' });
    const removal = { TRANS_NAME: '票据收款人删除', OPERATE_TYPE: 'Del', TARGET_ID: PAYEE.TARGET_ID, TARGET_NAME: PAYEE.TARGET_NAME };
    expect(await sign('billPayeeDeleteSub', { ...removal, TARGET_NAME: '别的公司' })).toMatchObject({ refused: 'PY0004' });
    expect(await sign('billPayeeDeleteSub', removal)).toMatchObject({ TRANS_STATUS: '0' });
    expect(await payees({ PAYEE_ACCT_NAME: '青山' })).toEqual([]);
    expect(await payees()).toHaveLength(4);
  });

  it('refuses a payee whose account is not an account number, with the reason', async () => {
    await logIn(mock, 'a3sp');
    expect(await sign('billPayeeAddSub', { ...PAYEE, TARGET_ID: 'U000123' })).toMatchObject({
      refused: 'PY0001', message: '收款账号须为 10–32 位数字（操作对象编号 U000123）',
    });
    expect(await payees()).toHaveLength(4);
  });

  it('another enterprise sees its own payees, not this one\'s', async () => {
    await logIn(mock, 'a3sp');
    await sign('billPayeeAddSub', PAYEE);
    await logIn(mock, 'maker'); // 浙江丰收茶业: no payees of its own yet
    expect(await payees()).toEqual([]);
  });
});

describe('消息查询 reads the living bank (issue 49 item 4)', () => {
  // 消息管理 is the administrator's (企业管理): dcadmin reads 浙江丰收茶业's, admin 浙江绿谷's
  it('a transfer waiting for approval is a 审批消息, its booking a 业务提醒, newest first', async () => {
    await logIn(mock, 'dcadmin');
    expect(await messages()).toEqual([]);
    await logIn(mock, 'maker');
    const transfer = {
      TRANS_NAME: '单笔转账', ACCT_NO: '6230910000034567890', ACCT_NAME: '浙江丰收茶业有限公司', PAYEE_ACCT_NO: '6230910000087654321',
      PAYEE_ACCT_NAME: '杭州禾丰农资贸易有限公司', PAYEE_BANK_NAME: '浙江余杭农村商业银行', TRAN_AMT: '1200.00', CURRENCY: 'CNY',
    };
    const seq = String((await sign('transferSub', transfer)).TRANS_SEQ);
    await logIn(mock, 'dcadmin');
    const waiting = await messages();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ MSG_TYPE: '3', READ_FLAG: '0', SENDER: '系统' });
    expect(waiting[0]?.MSG_TITLE).toBe(`单笔转账 1,200.00 元（收款人 杭州禾丰农资贸易有限公司，流水号 ${seq}）待授权，进度 0/1`);
    await logIn(mock, 'checker1');
    const decision = {
      AUTH_TYPE: '1', TRANS_NAME: '单笔转账', ORIG_TRANS_SEQ: seq, ACCT_NO: transfer.ACCT_NO, PAYEE_ACCT_NO: transfer.PAYEE_ACCT_NO,
      PAYEE_ACCT_NAME: transfer.PAYEE_ACCT_NAME, TRAN_AMT: '1200.00',
    };
    expect(await sign('transAuthSubmit', decision)).toMatchObject({ INSTR_STATUS: '0' });
    await logIn(mock, 'dcadmin');
    const after = await messages();
    expect(after.map((m) => m.MSG_TYPE)).toEqual(['2', '3']);
    expect(after[0]?.MSG_TITLE).toContain(`流水号 ${seq}）已办结`);
    // by its number, as 消息详情 asks
    const one = await send(messageListQry, { PAGE_NO: '1', PAGE_SIZE: '10', MSG_ID: after[0]?.MSG_ID ?? '' });
    expect(one?.LIST.map((m) => m.MSG_ID)).toEqual([after[0]?.MSG_ID]);
  });

  it('the enterprise of the contract\'s example keeps its example messages', async () => {
    await logIn(mock, 'admin');
    expect((await messages()).map((m) => m.MSG_ID)).toEqual(['XX2026112200031', 'XX2026112000027', 'XX2026111800019', 'XX2026111000008']);
  });
});

describe('payees and messages are the workspace\'s', () => {
  it('go through its snapshot (a restart, a clone) and back', async () => {
    await logIn(mock, 'a3sp');
    await sign('billPayeeAddSub', PAYEE);
    const saved = JSON.parse(JSON.stringify(snapshotOf(mock.state))) as ReturnType<typeof snapshotOf>;
    const restored = restoreInto(new GatewayState(), saved);
    expect(restored.bank.roster.payees.map((p) => p.acctNo)).toContain(PAYEE.TARGET_ID);
    expect(restored.bank.roster.messages).toEqual(mock.state.bank.roster.messages);
    restored.bank.reset(); // POST /__mock/reset: the seed again
    expect(restored.bank.roster.payees.map((p) => p.acctNo)).not.toContain(PAYEE.TARGET_ID);
  });
});
