// The instruction screen's pure part (issue 36; spec 000 §7, workbench: approval and authorization
// submit): the link's serial number, the rejection reason, transAuthSubmit's values and the result's heading.
import { describe, expect, it } from 'vitest';
import {
  decidingOperation, decisionValues, type InstructionDetail, reasonProblem, resultHeading, SEQ_PARAM, seqProblem,
  submitRefusal,
} from '@/kit/instruction.ts';

const NO_SEQ = '链接中没有交易流水号，请从待办事项或转账指令查询中打开交易';
const BAD_SEQ = '链接中的交易流水号格式不正确（8–32 位大写字母或数字），请从列表中重新打开交易';

describe('seqProblem: the link\'s serial number (issue 36)', () => {
  it('is the list rows\' TRANS_SEQ parameter', () => {
    expect(SEQ_PARAM).toBe('TRANS_SEQ');
  });

  it('asks for one when the link has none', () => {
    expect(seqProblem('')).toBe(NO_SEQ);
  });

  it.each(['T2026112509000000001', 'ABCDEFG1', '12345678', 'A'.repeat(32), 'Z9Z9Z9Z9Z9'])('takes %s (8 to 32 capitals or digits)', (seq) => {
    expect(seqProblem(seq)).toBeUndefined();
  });

  it.each([
    'ABCDEFG', // 7
    'A'.repeat(33),
    't2026112509000000001',
    'T2026-11250900',
    ' T2026112509000000001',
    'T2026112509000000001 ',
    'T20261125\n09000000',
    'T2026112509000000001\n',
    'Ｔ2026112509000000001',
    ' ',
  ])('refuses %j', (seq) => {
    expect(seqProblem(seq)).toBe(BAD_SEQ);
  });
});

describe('reasonProblem: a rejection\'s reason, 2 to 100 characters after trimming (issue 36)', () => {
  const TOO_SHORT = '请填写拒绝理由（至少 2 个字），经办人将看到它';
  const TOO_LONG = '拒绝理由最多 100 个字';

  it.each(['', ' ', '错', '  错  ', '\n错\t'])('asks for a reason of at least 2 characters: %j', (reason) => {
    expect(reasonProblem(reason)).toBe(TOO_SHORT);
  });

  it.each(['有误', ' 有误 ', '收款人账号有误', '理'.repeat(100), ` ${'理'.repeat(100)}  `])('takes %j', (reason) => {
    expect(reasonProblem(reason)).toBeUndefined();
  });

  it('refuses more than 100 characters', () => {
    expect(reasonProblem('理'.repeat(101))).toBe(TOO_LONG);
    expect(reasonProblem(` ${'理'.repeat(101)} `)).toBe(TOO_LONG);
  });
});

describe('decisionValues: transAuthSubmit\'s values, as the detail shows them (issue 36; spec 000 §7)', () => {
  const detail: InstructionDetail = {
    TRANS_SEQ: 'T2026112509000000001', TRANS_KIND: 'transferSub', TRANS_NAME: '单笔转账',
    ACCT_NO: '6230910000034567890', ACCT_NAME: '浙江丰收茶业有限公司',
    PAYEE_ACCT_NO: '6230910000087654321', PAYEE_ACCT_NAME: '杭州禾丰农资贸易有限公司', PAYEE_BANK_NAME: '浙江余杭农村商业银行',
    TRAN_AMT: '60000.00', CURRENCY: 'CNY', REMARK: '茶叶包装款', SUBMITTER: '钱伟', SUBMIT_TIME: '2026-11-25 09:00:00',
    INSTR_STATUS: '1', AUTH_MODE: '2', AUTH_PROGRESS: '0/2', HISTORY: [], CAN_DECIDE: 'Y', CAN_WITHDRAW: 'N',
  };

  it('approves with the instruction\'s name, serial number, payer, payee and amount, and no reason', () => {
    const values = decisionValues(detail, '1', '  写了也不送  ');
    expect(values).toStrictEqual({
      AUTH_TYPE: '1', TRANS_NAME: '单笔转账', ORIG_TRANS_SEQ: 'T2026112509000000001', ACCT_NO: '6230910000034567890',
      PAYEE_ACCT_NO: '6230910000087654321', PAYEE_ACCT_NAME: '杭州禾丰农资贸易有限公司', TRAN_AMT: '60000.00',
    });
    expect(Object.keys(values)).toEqual(['AUTH_TYPE', 'TRANS_NAME', 'ORIG_TRANS_SEQ', 'ACCT_NO', 'PAYEE_ACCT_NO', 'PAYEE_ACCT_NAME', 'TRAN_AMT']);
  });

  it('rejects with the trimmed reason', () => {
    expect(decisionValues(detail, '2', '  收款人账号有误 ')).toStrictEqual({
      AUTH_TYPE: '2', TRANS_NAME: '单笔转账', ORIG_TRANS_SEQ: 'T2026112509000000001', ACCT_NO: '6230910000034567890',
      PAYEE_ACCT_NO: '6230910000087654321', PAYEE_ACCT_NAME: '杭州禾丰农资贸易有限公司', TRAN_AMT: '60000.00', REJECT_REASON: '收款人账号有误',
    });
  });

  it('withdraws without a reason, and leaves out a payee account the instruction has not', () => {
    const batch: InstructionDetail = { ...detail, PAYEE_ACCT_NAME: '批次 B1，共 3 笔' };
    delete batch.PAYEE_ACCT_NO;
    expect(decisionValues(batch, '0', '撤销')).toStrictEqual({
      AUTH_TYPE: '0', TRANS_NAME: '单笔转账', ORIG_TRANS_SEQ: 'T2026112509000000001', ACCT_NO: '6230910000034567890',
      PAYEE_ACCT_NAME: '批次 B1，共 3 笔', TRAN_AMT: '60000.00',
    });
    expect(decisionValues({ ...detail, PAYEE_ACCT_NO: '' }, '1', '')).not.toHaveProperty('PAYEE_ACCT_NO');
  });
});

describe('resultHeading: the signed transaction\'s result (issue 36)', () => {
  it.each([
    ['0', '交易已记账'],
    ['1', '已提交，等待授权'],
    ['4', '指令已撤销'],
    ['5', '已拒绝'],
  ])('names the instruction\'s status %s', (status, heading) => {
    expect(resultHeading({ INSTR_STATUS: status, TRANS_STATUS: '0' })).toBe(heading);
  });

  it('falls back to TRANS_STATUS for a status without a heading, none, or not text', () => {
    expect(resultHeading({ INSTR_STATUS: '3', TRANS_STATUS: '1' })).toBe('已提交，等待授权');
    expect(resultHeading({ INSTR_STATUS: '3', TRANS_STATUS: '0' })).toBe('交易已提交');
    expect(resultHeading({ INSTR_STATUS: 0, TRANS_STATUS: '0' })).toBe('交易已提交');
    expect(resultHeading({ INSTR_STATUS: 5, TRANS_STATUS: '1' })).toBe('已提交，等待授权');
    expect(resultHeading({ TRANS_STATUS: '1' })).toBe('已提交，等待授权');
    expect(resultHeading({ TRANS_STATUS: '0' })).toBe('交易已提交');
    expect(resultHeading({ TRANS_STATUS: 1 })).toBe('交易已提交');
    expect(resultHeading({})).toBe('交易已提交');
    expect(resultHeading(undefined)).toBe('交易已提交');
  });
});

describe('submitRefusal (issue 36, 48: an approver-only user does not submit what the contract gives an operator)', () => {
  const APPROVER_ONLY = '您是授权人员，不能经办（提交）此类交易，请由经办人员提交';
  it('refuses an approver-only user (AUTH_ROLE 2) every call whose x-eis-access role is operator, in the bank\'s words', () => {
    for (const id of ['transferSub', 'payrollTransferSub', 'regulatedTransfer', 'fundBuy', 'depositBuy', 'microLoanApply', 'autoModeUpdate']) {
      expect(submitRefusal(id, '2'), id).toBe(APPROVER_ONLY);
    }
    expect(submitRefusal('x', '2', { x: { role: 'operator' } })).toBe(APPROVER_ONLY);
  });

  it('lets operators, users of both roles and users whose role is not known yet submit, and anyone call what needs no role', () => {
    expect(submitRefusal('transferSub', '1')).toBeUndefined();
    expect(submitRefusal('transferSub', '3')).toBeUndefined();
    expect(submitRefusal('transferSub', undefined)).toBeUndefined();
    expect(submitRefusal('accountListQry', '2')).toBeUndefined();
    expect(submitRefusal('authRuleReview', '2')).toBeUndefined(); // an approver's own call
    expect(submitRefusal('x', '2', { x: { role: 'approver' } })).toBeUndefined();
    // a role a request field selects is not the form's to refuse: the bank decides by the value sent
    expect(submitRefusal('transAuthSubmit', '2')).toBeUndefined();
  });
});

describe('resultHeading of a rule change and its review (issue 48 item 2)', () => {
  it('says a relaxation waits for its review, and what the review did', () => {
    expect(resultHeading({ TRANS_STATUS: '1', INSTR_STATUS: '1' }, 'autoModeUpdate')).toBe('已提交，等待复核');
    expect(resultHeading({ TRANS_STATUS: '0', INSTR_STATUS: '0' }, 'autoModeDelete')).toBe('新规则已生效');
    expect(resultHeading({ TRANS_STATUS: '0', INSTR_STATUS: '0' }, 'authRuleReview')).toBe('新规则已生效');
    expect(resultHeading({ TRANS_STATUS: '0', INSTR_STATUS: '5' }, 'authRuleReview')).toBe('已拒绝，规则不变');
    expect(resultHeading({ TRANS_STATUS: '0', INSTR_STATUS: '0' }, 'transferSub')).toBe('交易已记账');
    expect(resultHeading({ TRANS_STATUS: '0', INSTR_STATUS: '4' }, 'authRuleReview')).toBe('交易已提交');
  });
});

describe('decidingOperation and a rule change\'s values (issue 48 item 2)', () => {
  it('reviews a relaxed rule with authRuleReview, signing the kind and the rule before and after', () => {
    const rule = {
      TRANS_SEQ: 'T20261129041311000001', TRANS_KIND: 'authRule', TRANS_NAME: '授权模式修改', RULE_KIND: 'transferSub',
      OLD_RULE: '多级（50,000.00 元以上两级）', NEW_RULE: '单人',
    } as unknown as InstructionDetail;
    expect(decidingOperation(rule)).toBe('authRuleReview');
    expect(decisionValues(rule, '1', '')).toEqual({
      AUTH_TYPE: '1', TRANS_NAME: '授权模式修改', ORIG_TRANS_SEQ: 'T20261129041311000001', RULE_KIND: 'transferSub',
      OLD_RULE: '多级（50,000.00 元以上两级）', NEW_RULE: '单人',
    });
    expect(decisionValues(rule, '2', ' 未经董事会批准 ')).toMatchObject({ AUTH_TYPE: '2', REJECT_REASON: '未经董事会批准' });
  });

  it('authorizes a debit with transAuthSubmit, with its currency when it is not CNY', () => {
    const debit = {
      TRANS_SEQ: 'T20261129041311000002', TRANS_KIND: 'crossBorderSub', TRANS_NAME: '境外汇款', ACCT_NO: '6230910000012345678',
      PAYEE_ACCT_NAME: '境外汇款', TRAN_AMT: '8800.00', CURRENCY: 'USD',
    } as unknown as InstructionDetail;
    expect(decidingOperation(debit)).toBe('transAuthSubmit');
    expect(decisionValues(debit, '1', '')).toMatchObject({ CURRENCY: 'USD', TRAN_AMT: '8800.00' });
    expect(decisionValues({ ...debit, CURRENCY: 'CNY' }, '1', '')).not.toHaveProperty('CURRENCY');
  });
});
