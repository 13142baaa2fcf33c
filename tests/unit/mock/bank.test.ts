// The mock bank on its own (issue 36): amounts in fen, the bank's clock, the seed and its reset, each
// enterprise's authorization rules (单人 '0', 双人 '1', 多级 '2'), the operator's submit, the approvers'
// decisions with separation of duties (spec 000 §1, operators and approvers), and what the queries answer
// (spec 000 §7, workbench: to-do, approval, authorization submit; spec 001 §4, §7). The same rules end to
// end through the gateway: tests/integration/mock/dual-control.test.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import { type Actor, Bank, type BankSeed, fen, isTransKind, TRANS_KINDS, type TransKind, yuan } from '@mock/bank.ts';
import { Refusal } from '@mock/refusal.ts';

const ORG_A = 'ORG0000001';
const ORG_B = 'ORG0000002';
/** ORG_A's account, with the seed's entries. */
const A1 = '6230910000011111111';
const A1_NAME = '浙江甲科技有限公司';
/** ORG_B's account: a payee of this bank for ORG_A. */
const B1 = '6230910000033333333';
const B1_NAME = '浙江乙商贸有限公司';
/** A payee at another bank. */
const EXT = '6222020000000000001';
const EXT_NAME = '杭州丙贸易有限公司';

const maker: Actor = { login: 'maker', name: '钱伟', orgNo: ORG_A, role: '1', level: '0' };
const checker1: Actor = { login: 'checker1', name: '吴敏', orgNo: ORG_A, role: '2', level: '1' };
const checker2: Actor = { login: 'checker2', name: '郑强', orgNo: ORG_A, role: '2', level: '2' };
const admin: Actor = { login: 'dcadmin', name: '周洁', orgNo: ORG_A, role: '3', level: '2' };
const solo: Actor = { login: 'solo', name: '孙立', orgNo: ORG_B, role: '3', level: '0' };
const clerk: Actor = { login: 'clerk', name: '李娜', orgNo: ORG_B, role: '1', level: '0' };

/** ORG_A's instruction waiting for one approval (双人), submitted two days ago. */
const WAITING = 'T2026112509000000001';
/** ORG_A's instruction the bank failed, three days ago. */
const FAILED = 'T2026112409000000002';
const ROW3_SEQ = 'T-2026-1122-1430-0000-0000-0003';

type SeedInstruction = BankSeed['instructions'][number];

const failedSeed = (): SeedInstruction => ({
  seq: FAILED, orgNo: ORG_A, kind: 'transferSub', name: '单笔转账', acctNo: A1, acctName: A1_NAME,
  payeeAcctNo: EXT, payeeName: EXT_NAME, amount: '300.00',
  submitter: { login: 'maker', name: '钱伟' }, submitTime: '2026-11-24 09:00:00',
  status: '3', mode: '0', required: 0, approvals: [], decisions: [],
  history: [
    { action: 'SUBMIT', actor: '钱伟', time: '2026-11-24 09:00:00' },
    { action: 'FAIL', actor: '银行', time: '2026-11-24 09:00:00', note: '收款账户状态异常，银行退回' },
  ],
});

const waitingSeed = (): SeedInstruction => ({
  seq: WAITING, orgNo: ORG_A, kind: 'transferSub', name: '单笔转账', acctNo: A1, acctName: A1_NAME,
  payeeAcctNo: EXT, payeeName: EXT_NAME, payeeBank: '中国工商银行', amount: '800.00', remark: '办公用品',
  submitter: { login: 'maker', name: '钱伟' }, submitTime: '2026-11-25 09:00:00',
  status: '1', mode: '1', required: 1, approvals: [], decisions: [],
  history: [{ action: 'SUBMIT', actor: '钱伟', time: '2026-11-25 09:00:00' }],
});

const seedInstructions = (): SeedInstruction[] => [failedSeed(), waitingSeed()];

/** Two enterprises: ORG_A with a 多级 rule for 单笔转账 and 双人 for 批量转账, ORG_B with none (单人). */
function seed(): BankSeed {
  return {
    accounts: [
      {
        acctNo: A1, name: A1_NAME, orgNo: ORG_A, balance: '100000.00',
        entries: [
          {
            TRANS_DATE: '2026-11-20', TRANS_TIME: '09:15:00', TRANS_SEQ: 'T2026112009150000001', DC_FLAG: 'C', TRAN_AMT: '30000.00',
            COUNTER_ACCT_NO: EXT, COUNTER_ACCT_NAME: EXT_NAME, COUNTER_BANK_NAME: '中国工商银行', SUMMARY: '货款',
          },
          {
            TRANS_DATE: '2026-11-21', TRANS_TIME: '', TRANS_SEQ: 'T2026112100000000002', DC_FLAG: 'X', TRAN_AMT: '5000.50',
            COUNTER_ACCT_NO: '', COUNTER_ACCT_NAME: '', COUNTER_BANK_NAME: '', SUMMARY: '',
          },
          { TRANS_DATE: '2026-11-22', TRANS_TIME: 143000, TRANS_SEQ: ROW3_SEQ, DC_FLAG: 'C', TRAN_AMT: '1200.00', SUMMARY: '利息' },
        ],
      },
      { acctNo: B1, name: B1_NAME, orgNo: ORG_B, balance: '2000.00' },
    ],
    instructions: seedInstructions(),
    rules: {
      [ORG_A]: {
        transferSub: { mode: '2', threshold: '50000.00' },
        batchTransferSub: { mode: '1', threshold: '50000.00' },
      },
    },
    actors: [maker, checker1, checker2, admin, solo, clerk],
  };
}

const NOW = Date.UTC(2026, 10, 27, 2, 0, 0); // 2026-11-27 10:00:00 in Shanghai
const MINUTE = 60_000;
let clock = NOW;
let counter = 0;
/** The serial numbers the test hands out, as the gateway does. */
const serial = () => `T20261127${String(++counter).padStart(11, '0')}`;
let bank: Bank;

beforeEach(() => {
  clock = NOW;
  counter = 0;
  bank = new Bank(seed(), () => clock);
});

/** The refusal an action throws: its status and message. */
function refused(act: () => unknown): { status: string; message: string } {
  try {
    act();
  } catch (e) {
    if (e instanceof Refusal) return { status: e.status, message: e.message };
    throw e;
  }
  throw new Error('not refused');
}

/** The bank's own record of an instruction. */
function held(seq: string) {
  const instruction = bank.instructions.get(seq);
  if (!instruction) throw new Error(`no instruction ${seq}`);
  return instruction;
}

/** A 单笔转账 from A1 to the payee at another bank. */
const transfer = (amount: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  TRANS_NAME: '单笔转账', ACCT_NO: A1, ACCT_NAME: A1_NAME, PAYEE_ACCT_NO: EXT, PAYEE_ACCT_NAME: EXT_NAME,
  PAYEE_BANK_NAME: '中国工商银行', TRAN_AMT: amount, REMARK: '货款', CURRENCY: 'CNY', ...extra,
});

/** Submits as the actor; the instruction's serial number and the outcome. */
function submitted(amount: string, actor: Actor = maker, extra: Record<string, unknown> = {}, kind: TransKind = 'transferSub') {
  const seq = serial();
  return { seq, outcome: bank.submit(kind, transfer(amount, extra), actor, seq) };
}

/** transAuthSubmit's values for an instruction to EXT of this amount (AUTH_TYPE 1 同意, 2 拒绝, 0 撤销). */
const values = (seq: string, amount: string, authType = '1', extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  AUTH_TYPE: authType, TRANS_NAME: '单笔转账', ORIG_TRANS_SEQ: seq, ACCT_NO: A1, PAYEE_ACCT_NO: EXT,
  PAYEE_ACCT_NAME: EXT_NAME, TRAN_AMT: amount, ...extra,
});

/** A decision on an instruction to EXT; its serial number and the outcome. */
function decided(actor: Actor, seq: string, amount: string, authType = '1', extra: Record<string, unknown> = {}) {
  const decisionSeq = serial();
  return { decisionSeq, outcome: bank.decide(values(seq, amount, authType, extra), actor, decisionSeq) };
}

const A1_SEED_ENTRIES = [
  {
    TRANS_DATE: '2026-11-22', TRANS_TIME: '00:00:00', TRANS_SEQ: ROW3_SEQ, DC_FLAG: 'C', TRAN_AMT: '1200.00', BALANCE: '100000.00',
    SUMMARY: '利息',
  },
  { TRANS_DATE: '2026-11-21', TRANS_TIME: '00:00:00', TRANS_SEQ: 'T2026112100000000002', DC_FLAG: 'D', TRAN_AMT: '5000.50', BALANCE: '98800.00' },
  {
    TRANS_DATE: '2026-11-20', TRANS_TIME: '09:15:00', TRANS_SEQ: 'T2026112009150000001', DC_FLAG: 'C', TRAN_AMT: '30000.00', BALANCE: '103800.50',
    COUNTER_ACCT_NO: EXT, COUNTER_ACCT_NAME: EXT_NAME, COUNTER_BANK_NAME: '中国工商银行', SUMMARY: '货款',
  },
];

describe('fen and yuan: amounts in fen, up to 15 integer digits (issue 36)', () => {
  it('reads an amount with two decimals into fen', () => {
    expect(fen('12500.00')).toBe(1250000n);
    expect(fen('0.01')).toBe(1n);
    expect(fen('0.00')).toBe(0n);
    expect(fen('7.30')).toBe(730n);
    expect(fen('999999999999999.99')).toBe(99999999999999999n);
  });

  it.each([
    ['1000000000000000.00', '1000000000000000.00'], // 16 integer digits
    ['01.00', '01.00'],
    ['1.5', '1.5'],
    ['1.505', '1.505'],
    ['1', '1'],
    ['-1.00', '-1.00'],
    ['x1.00', 'x1.00'],
    ['1.00x', '1.00x'],
    ['1,000.00', '1,000.00'],
    ['1a.00', '1a.00'],
    ['1.0a', '1.0a'],
    ['', ''],
    [12500, '12500'],
    [12.34, '12.34'], // a number whose text would pass
    [{ toString: () => '1.00' }, '1.00'],
    [undefined, 'undefined'],
  ])('refuses %j with E0400', (amount, shown) => {
    expect(refused(() => fen(amount))).toEqual({ status: 'E0400', message: `金额格式不正确：${shown}` });
  });

  it('writes fen as an amount with two decimals, negative ones with a sign', () => {
    expect(yuan(1250000n)).toBe('12500.00');
    expect(yuan(0n)).toBe('0.00');
    expect(yuan(5n)).toBe('0.05');
    expect(yuan(12n)).toBe('0.12');
    expect(yuan(100n)).toBe('1.00');
    expect(yuan(-5n)).toBe('-0.05');
    expect(yuan(-1250000n)).toBe('-12500.00');
    expect(yuan(99999999999999999n)).toBe('999999999999999.99');
    expect(yuan(fen('123456789012345.67'))).toBe('123456789012345.67');
  });
});

describe('the transfer kinds the rules govern (issue 36)', () => {
  it('names the four kinds with their type in 转账指令查询', () => {
    expect(TRANS_KINDS).toEqual({
      transferSub: { name: '单笔转账', type: '1' },
      batchTransferSub: { name: '批量转账', type: '2' },
      preTransferSub: { name: '预约转账', type: '3' },
      payrollTransferSub: { name: '代发工资', type: '4' },
    });
    expect(isTransKind('payrollTransferSub')).toBe(true);
    expect(isTransKind('transAuthSubmit')).toBe(false);
    expect(isTransKind('toString')).toBe(false);
  });
});

describe('the seed and reset (issue 36)', () => {
  it('rebases the seed entries\' running balances so the last is the account\'s balance', () => {
    expect(bank.balanceOf(A1)).toBe('100000.00');
    expect(bank.entries(ORG_A, { ACCT_NO: A1 })).toStrictEqual(A1_SEED_ENTRIES);
    expect(bank.accounts.get(A1)?.entries.map((e) => e.printCount)).toEqual([0, 0, 0]);
    expect(bank.entries(ORG_B, { ACCT_NO: B1 })).toStrictEqual([]);
  });

  it('restores balances, entries, instructions and rules, and keeps the seed itself unchanged', () => {
    const theSeed = seed();
    bank = new Bank(theSeed, () => clock);
    decided(checker1, WAITING, '800.00'); // books the seeded instruction
    submitted('100.00', clerk, { ACCT_NO: B1, PAYEE_ACCT_NO: A1 }); // 单人: books at once
    bank.setRule(solo, { TRANS_KIND: 'transferSub', AUTH_MODE: '1', THRESHOLD_AMT: '100.00' });
    bank.setRule(admin, { TRANS_KIND: 'preTransferSub', AUTH_MODE: '2', THRESHOLD_AMT: '100.00' });
    expect(bank.balanceOf(A1)).toBe('99300.00');
    expect(bank.balanceOf(B1)).toBe('1900.00');

    bank.reset();
    expect(bank.balanceOf(A1)).toBe('100000.00');
    expect(bank.balanceOf(B1)).toBe('2000.00');
    expect(bank.entries(ORG_A, { ACCT_NO: A1 })).toStrictEqual(A1_SEED_ENTRIES);
    expect(bank.entries(ORG_B, { ACCT_NO: B1 })).toStrictEqual([]);
    expect([...bank.instructions.keys()]).toEqual([FAILED, WAITING]);
    expect(bank.instruction(checker1, WAITING)).toMatchObject({ INSTR_STATUS: '1', AUTH_PROGRESS: '0/1', CAN_DECIDE: 'Y' });
    expect(bank.rule(ORG_B, 'transferSub')).toEqual({ mode: '0', threshold: 5000000n });
    expect(bank.rule(ORG_A, 'preTransferSub')).toEqual({ mode: '0', threshold: 5000000n });
    expect(bank.rule(ORG_A, 'transferSub')).toStrictEqual({ mode: '2', threshold: 5000000n });
    expect(theSeed.instructions).toEqual(seedInstructions());
  });

  it('keeps the seed\'s instructions with their amounts in fen', () => {
    expect(bank.instructions.get(WAITING)).toStrictEqual({ ...waitingSeed(), amount: 80000n });
  });
});

describe('authorization rules per enterprise: rule, allRules, setRule (issue 36)', () => {
  it('gives the seeded rule, and 单人 with a 50,000.00 limit where there is none', () => {
    expect(bank.rule(ORG_A, 'transferSub')).toStrictEqual({ mode: '2', threshold: 5000000n });
    expect(bank.rule(ORG_A, 'batchTransferSub')).toStrictEqual({ mode: '1', threshold: 5000000n });
    expect(bank.rule(ORG_A, 'payrollTransferSub')).toStrictEqual({ mode: '0', threshold: 5000000n });
    expect(bank.rule(ORG_B, 'transferSub')).toStrictEqual({ mode: '0', threshold: 5000000n });
  });

  it('lists the four kinds in order, with UPDATE_TIME only once the administrator changed one', () => {
    expect(bank.allRules(ORG_A)).toStrictEqual([
      { TRANS_KIND: 'transferSub', AUTH_MODE: '2', THRESHOLD_AMT: '50000.00' },
      { TRANS_KIND: 'batchTransferSub', AUTH_MODE: '1', THRESHOLD_AMT: '50000.00' },
      { TRANS_KIND: 'preTransferSub', AUTH_MODE: '0', THRESHOLD_AMT: '50000.00' },
      { TRANS_KIND: 'payrollTransferSub', AUTH_MODE: '0', THRESHOLD_AMT: '50000.00' },
    ]);
    clock = NOW + 5 * MINUTE;
    bank.setRule(admin, { TRANS_KIND: 'payrollTransferSub', AUTH_MODE: '2', THRESHOLD_AMT: '1234567.89' });
    expect(bank.allRules(ORG_A)).toStrictEqual([
      { TRANS_KIND: 'transferSub', AUTH_MODE: '2', THRESHOLD_AMT: '50000.00' },
      { TRANS_KIND: 'batchTransferSub', AUTH_MODE: '1', THRESHOLD_AMT: '50000.00' },
      { TRANS_KIND: 'preTransferSub', AUTH_MODE: '0', THRESHOLD_AMT: '50000.00' },
      { TRANS_KIND: 'payrollTransferSub', AUTH_MODE: '2', THRESHOLD_AMT: '1234567.89', UPDATE_TIME: '2026-11-27 10:05:00' },
    ]);
    expect(bank.allRules(ORG_B).map((r) => r.AUTH_MODE)).toEqual(['0', '0', '0', '0']);
  });

  it('sets a rule for the administrator\'s own enterprise only, and says what changed', () => {
    expect(bank.setRule(admin, { TRANS_KIND: 'transferSub', AUTH_MODE: '1', THRESHOLD_AMT: '0.00' })).toStrictEqual({
      transStatus: '0', instrStatus: '0', hint: '单笔转账的授权模式已改为双人，此后提交的交易按新规则授权',
    });
    expect(bank.rule(ORG_A, 'transferSub')).toStrictEqual({ mode: '1', threshold: 0n, updated: '2026-11-27 10:00:00' });
    expect(bank.rule(ORG_A, 'batchTransferSub')).toStrictEqual({ mode: '1', threshold: 5000000n });
    expect(bank.rule(ORG_B, 'transferSub')).toStrictEqual({ mode: '0', threshold: 5000000n });

    expect(bank.setRule(solo, { TRANS_KIND: 'batchTransferSub', AUTH_MODE: '0', THRESHOLD_AMT: '10.00' }).hint)
      .toBe('批量转账的授权模式已改为单人，此后提交的交易按新规则授权');
    expect(bank.rule(ORG_B, 'batchTransferSub')).toStrictEqual({ mode: '0', threshold: 1000n, updated: '2026-11-27 10:00:00' });
    expect(bank.rule(ORG_B, 'transferSub')).toStrictEqual({ mode: '0', threshold: 5000000n });
  });

  it.each([
    ['0.01', '多级（0.01 元以上两级）'],
    ['500.00', '多级（500.00 元以上两级）'],
    ['1000.00', '多级（1,000.00 元以上两级）'],
    ['50000.00', '多级（50,000.00 元以上两级）'],
    ['100000.00', '多级（100,000.00 元以上两级）'],
    ['1285630.45', '多级（1,285,630.45 元以上两级）'],
    ['999999999999999.99', '多级（999,999,999,999,999.99 元以上两级）'],
  ])('names 多级 with its limit %s grouped in thousands', (threshold, named) => {
    expect(bank.setRule(admin, { TRANS_KIND: 'preTransferSub', AUTH_MODE: '2', THRESHOLD_AMT: threshold }).hint)
      .toBe(`预约转账的授权模式已改为${named}，此后提交的交易按新规则授权`);
    expect(bank.rule(ORG_A, 'preTransferSub').threshold).toBe(fen(threshold));
  });

  it('refuses what is not a rule: the kind, the mode, the limit', () => {
    const rule = (request: Record<string, unknown>) => refused(() => bank.setRule(admin, request));
    expect(rule({ TRANS_KIND: 'transAuthSubmit', AUTH_MODE: '1', THRESHOLD_AMT: '1.00' }))
      .toEqual({ status: 'AU2015', message: '不支持设定授权规则的交易种类：transAuthSubmit' });
    expect(rule({ AUTH_MODE: '1', THRESHOLD_AMT: '1.00' })).toEqual({ status: 'AU2015', message: '不支持设定授权规则的交易种类：undefined' });
    for (const mode of ['3', '', 1, undefined]) {
      expect(rule({ TRANS_KIND: 'transferSub', AUTH_MODE: mode, THRESHOLD_AMT: '1.00' }))
        .toEqual({ status: 'AU2015', message: '授权模式须为单人、双人或多级' });
    }
    expect(rule({ TRANS_KIND: 'transferSub', AUTH_MODE: '2', THRESHOLD_AMT: '1' })).toEqual({ status: 'E0400', message: '金额格式不正确：1' });
    expect(rule({ TRANS_KIND: 'transferSub', AUTH_MODE: '2', THRESHOLD_AMT: '0.00' }))
      .toEqual({ status: 'AU2014', message: '多级授权的金额界限须大于 0' });
    expect(bank.rule(ORG_A, 'transferSub')).toStrictEqual({ mode: '2', threshold: 5000000n });
  });

  it('refuses 双人 and 多级 to an enterprise without approvers (AU2016), not 单人', () => {
    const lone: Actor = { login: 'lone', name: '王芳', orgNo: 'ORG0000003', role: '1', level: '0' };
    for (const mode of ['1', '2']) {
      expect(refused(() => bank.setRule(lone, { TRANS_KIND: 'transferSub', AUTH_MODE: mode, THRESHOLD_AMT: '1.00' })))
        .toEqual({ status: 'AU2016', message: '本企业尚无授权人员，请先在用户管理中设置授权人' });
    }
    expect(bank.rule('ORG0000003', 'transferSub')).toStrictEqual({ mode: '0', threshold: 5000000n });
    expect(bank.setRule(lone, { TRANS_KIND: 'transferSub', AUTH_MODE: '0', THRESHOLD_AMT: '1.00' }).transStatus).toBe('0');
    // 多级 needs two approvers, one of them level 2: ORG_B has one approver, of no level
    expect(refused(() => bank.setRule(solo, { TRANS_KIND: 'transferSub', AUTH_MODE: '2', THRESHOLD_AMT: '1.00' })))
      .toEqual({ status: 'AU2016', message: '多级授权需要至少两名授权人，其中至少一名二级授权人，请先在用户管理中设置' });
    expect(bank.setRule(solo, { TRANS_KIND: 'transferSub', AUTH_MODE: '1', THRESHOLD_AMT: '1.00' }).transStatus).toBe('0');
    const rule2 = { TRANS_KIND: 'batchTransferSub', AUTH_MODE: '2', THRESHOLD_AMT: '1.00' };
    // approvers only: an operator of level 2 does not count
    const oneApprover = new Bank({ ...seed(), actors: [maker, { ...maker, login: 'm2', level: '2' }, checker1] }, () => clock);
    expect(refused(() => oneApprover.setRule(maker, rule2)).status).toBe('AU2016');
    const oneLevel2 = new Bank({ ...seed(), actors: [maker, checker2] }, () => clock);
    expect(refused(() => oneLevel2.setRule(maker, rule2)).status).toBe('AU2016');
    const two = new Bank({ ...seed(), actors: [maker, checker1, checker2] }, () => clock);
    expect(two.setRule(maker, rule2).transStatus).toBe('0');
    const twoLevelOne = new Bank({ ...seed(), actors: [maker, checker1, { ...checker2, level: '1' }] }, () => clock);
    expect(refused(() => twoLevelOne.setRule(maker, { TRANS_KIND: 'batchTransferSub', AUTH_MODE: '2', THRESHOLD_AMT: '1.00' })).status)
      .toBe('AU2016');
    expect(bank.rule('ORG0000003', 'transferSub')).toStrictEqual({ mode: '0', threshold: 100n, updated: '2026-11-27 10:00:00' });
  });
});

describe('submit: the operator\'s signed transfer (issue 36; spec 000 §1, operators and approvers)', () => {
  it('refuses an approver who is not also an operator (AU2001)', () => {
    for (const approver of [checker1, checker2]) {
      expect(refused(() => bank.submit('transferSub', transfer('1.00'), approver, 'T1')))
        .toEqual({ status: 'AU2001', message: '您是授权人员，不能经办（提交）交易，请由经办人员提交' });
    }
    expect(bank.instructions.size).toBe(2);
  });

  it('refuses an account of another enterprise, an unknown one or none (AC0404)', () => {
    expect(refused(() => submitted('1.00', maker, { ACCT_NO: B1 }))).toEqual({ status: 'AC0404', message: `账户 ${B1} 不存在或不属于当前企业` });
    expect(refused(() => submitted('1.00', clerk))).toEqual({ status: 'AC0404', message: `账户 ${A1} 不存在或不属于当前企业` });
    expect(refused(() => submitted('1.00', maker, { ACCT_NO: '6230910000099999999' })))
      .toEqual({ status: 'AC0404', message: '账户 6230910000099999999 不存在或不属于当前企业' });
    expect(refused(() => submitted('1.00', maker, { ACCT_NO: undefined }))).toEqual({ status: 'AC0404', message: '账户 undefined 不存在或不属于当前企业' });
    expect(bank.accountOf(ORG_A, A1).name).toBe(A1_NAME);
  });

  it('refuses an amount that is not one (E0400)', () => {
    expect(refused(() => submitted('1.5'))).toEqual({ status: 'E0400', message: '金额格式不正确：1.5' });
  });

  it('单人 books at once: the balance falls, the entry and the instruction are there', () => {
    const { seq, outcome } = submitted('1500.25', clerk, { ACCT_NO: B1, ACCT_NAME: B1_NAME });
    expect(outcome).toStrictEqual({ transStatus: '0', instrStatus: '0', hint: '单人授权：交易已记账' });
    expect(bank.balanceOf(B1)).toBe('499.75');
    expect(bank.entries(ORG_B, { ACCT_NO: B1 })).toStrictEqual([{
      TRANS_DATE: '2026-11-27', TRANS_TIME: '10:00:00', TRANS_SEQ: seq, DC_FLAG: 'D', TRAN_AMT: '1500.25', BALANCE: '499.75',
      COUNTER_ACCT_NO: EXT, COUNTER_ACCT_NAME: EXT_NAME, COUNTER_BANK_NAME: '中国工商银行', SUMMARY: '货款',
    }]);
    expect(bank.instruction(solo, seq)).toStrictEqual({
      TRANS_SEQ: seq, TRANS_KIND: 'transferSub', TRANS_NAME: '单笔转账', ACCT_NO: B1, ACCT_NAME: B1_NAME,
      PAYEE_ACCT_NO: EXT, PAYEE_ACCT_NAME: EXT_NAME, PAYEE_BANK_NAME: '中国工商银行', TRAN_AMT: '1500.25', CURRENCY: 'CNY',
      REMARK: '货款', SUBMITTER: '李娜', SUBMIT_TIME: '2026-11-27 10:00:00', INSTR_STATUS: '0', AUTH_MODE: '0', AUTH_PROGRESS: '0/0',
      BOOKED_SEQ: seq,
      HISTORY: [
        { ACTION: 'SUBMIT', ACTOR: '李娜', TIME: '2026-11-27 10:00:00' },
        { ACTION: 'BOOK', ACTOR: '银行', TIME: '2026-11-27 10:00:00', NOTE: `记账流水号 ${seq}` },
      ],
      CAN_DECIDE: 'N', CAN_WITHDRAW: 'N', WHY_NOT: '该笔交易已记账，不能再授权',
    });
  });

  it('单人 books the whole balance, and refuses an overdraft (TR0001) leaving everything unchanged', () => {
    expect(refused(() => submitted('1000000.00', clerk, { ACCT_NO: B1 }))).toEqual({
      status: 'TR0001', message: '账户余额不足：可用余额 2,000.00 元，交易金额 1,000,000.00 元，交易未记账',
    });
    expect(refused(() => submitted('2000.01', clerk, { ACCT_NO: B1 }))).toEqual({
      status: 'TR0001', message: '账户余额不足：可用余额 2,000.00 元，交易金额 2,000.01 元，交易未记账',
    });
    expect(bank.balanceOf(B1)).toBe('2000.00');
    expect(bank.entries(ORG_B, { ACCT_NO: B1 })).toStrictEqual([]);
    expect(bank.orders(solo, {})).toStrictEqual([]);
    expect(submitted('2000.00', clerk, { ACCT_NO: B1 }).outcome.instrStatus).toBe('0');
    expect(bank.balanceOf(B1)).toBe('0.00');
  });

  it('credits a payee account of this bank, and refuses a transfer to the payer\'s own account (TR0002)', () => {
    const { seq } = submitted('150.00', clerk, { ACCT_NO: B1, PAYEE_ACCT_NO: A1, PAYEE_ACCT_NAME: A1_NAME, PAYEE_BANK_NAME: '', REMARK: '' });
    expect(bank.balanceOf(A1)).toBe('100150.00');
    expect(bank.entries(ORG_A, { ACCT_NO: A1 })[0]).toStrictEqual({
      TRANS_DATE: '2026-11-27', TRANS_TIME: '10:00:00', TRANS_SEQ: seq, DC_FLAG: 'C', TRAN_AMT: '150.00', BALANCE: '100150.00',
      COUNTER_ACCT_NO: B1, COUNTER_ACCT_NAME: B1_NAME, SUMMARY: '单笔转账',
    });
    expect(bank.entries(ORG_B, { ACCT_NO: B1 })[0]).toStrictEqual({
      TRANS_DATE: '2026-11-27', TRANS_TIME: '10:00:00', TRANS_SEQ: seq, DC_FLAG: 'D', TRAN_AMT: '150.00', BALANCE: '1850.00',
      COUNTER_ACCT_NO: A1, COUNTER_ACCT_NAME: A1_NAME, SUMMARY: '单笔转账',
    });

    // a transfer to the payer's own account would only debit it: refused, nothing changes
    expect(refused(() => submitted('50.00', clerk, { ACCT_NO: B1, PAYEE_ACCT_NO: B1, PAYEE_ACCT_NAME: B1_NAME })))
      .toEqual({ status: 'TR0002', message: '收款账号不能与付款账号相同' });
    expect(bank.balanceOf(B1)).toBe('1850.00');
    expect(bank.entries(ORG_B, { ACCT_NO: B1 })).toHaveLength(1);
  });

  it('takes the kind\'s name and the account\'s name when the request gives none, and names a batch', () => {
    const { seq } = submitted('3000.00', maker, {
      TRANS_NAME: '', ACCT_NAME: '', PAYEE_ACCT_NO: '', PAYEE_ACCT_NAME: '', PAYEE_BANK_NAME: '', REMARK: '',
      BATCH_NO: 'B20261127001', TOTAL_COUNT: '3',
    }, 'batchTransferSub');
    expect(bank.instruction(maker, seq)).toStrictEqual({
      TRANS_SEQ: seq, TRANS_KIND: 'batchTransferSub', TRANS_NAME: '批量转账', ACCT_NO: A1, ACCT_NAME: A1_NAME,
      PAYEE_ACCT_NAME: '批次 B20261127001，共 3 笔', TRAN_AMT: '3000.00', CURRENCY: 'CNY',
      SUBMITTER: '钱伟', SUBMIT_TIME: '2026-11-27 10:00:00', INSTR_STATUS: '1', AUTH_MODE: '1', AUTH_PROGRESS: '0/1',
      AUTH_HINT: '待授权：需 1 级授权，已授权 0 级；待 吴敏、郑强、周洁 授权',
      HISTORY: [{ ACTION: 'SUBMIT', ACTOR: '钱伟', TIME: '2026-11-27 10:00:00' }],
      CAN_DECIDE: 'N', CAN_WITHDRAW: 'Y', WHY_NOT: '您不是授权人员，不能授权交易',
    });
    const bareSeq = serial();
    expect(bank.submit('payrollTransferSub', { ACCT_NO: A1, TRAN_AMT: '1.00', TRANS_NAME: 7 }, maker, bareSeq).instrStatus).toBe('0');
    expect(bank.orders(maker, {})[0]).toMatchObject({ PAYEE_ACCT_NAME: '批次 ，共  笔', TRANS_TYPE: '4' });
    expect(bank.entries(ORG_A, { ACCT_NO: A1 })[0]).toStrictEqual({
      TRANS_DATE: '2026-11-27', TRANS_TIME: '10:00:00', TRANS_SEQ: bareSeq, DC_FLAG: 'D', TRAN_AMT: '1.00', BALANCE: '99999.00',
      COUNTER_ACCT_NAME: '批次 ，共  笔', SUMMARY: '代发工资',
    });
  });

  it('双人 waits for one approval, and the hint names who may give it; nothing moves', () => {
    const { seq, outcome } = submitted('60000.00', maker, {}, 'batchTransferSub');
    expect(outcome).toStrictEqual({ transStatus: '1', instrStatus: '1', hint: '待授权：需 1 级授权，已授权 0 级；待 吴敏、郑强、周洁 授权' });
    expect(bank.balanceOf(A1)).toBe('100000.00');
    expect(bank.entries(ORG_A, { ACCT_NO: A1 })).toHaveLength(3);
    expect(bank.instruction(maker, seq).AUTH_PROGRESS).toBe('0/1');
    // the administrator submits: the others approve
    expect(submitted('1.00', admin, {}, 'batchTransferSub').outcome.hint).toBe('待授权：需 1 级授权，已授权 0 级；待 吴敏、郑强 授权');
  });

  it('多级 needs one approval up to the limit, inclusive, and two above it', () => {
    expect(submitted('50000.00').outcome).toStrictEqual({
      transStatus: '1', instrStatus: '1', hint: '待授权：需 1 级授权，已授权 0 级；待 吴敏、郑强、周洁 授权',
    });
    const above = submitted('50000.01');
    expect(above.outcome).toStrictEqual({
      transStatus: '1', instrStatus: '1', hint: '待授权：需 2 级授权，已授权 0 级；待 吴敏、郑强、周洁 初审（共两级）',
    });
    expect(bank.instruction(maker, above.seq)).toMatchObject({ AUTH_MODE: '2', AUTH_PROGRESS: '0/2' });
    expect(bank.balanceOf(A1)).toBe('100000.00');
  });

  it('refuses 双人 when no one but the submitter could approve (AU2016), keeping nothing', () => {
    bank.setRule(solo, { TRANS_KIND: 'transferSub', AUTH_MODE: '1', THRESHOLD_AMT: '50000.00' });
    expect(refused(() => submitted('10.00', solo, { ACCT_NO: B1 })))
      .toEqual({ status: 'AU2016', message: '本企业没有可以授权该笔交易的授权人，交易未受理，请联系企业管理员' });
    expect(bank.orders(solo, {})).toStrictEqual([]);
    expect(submitted('10.00', clerk, { ACCT_NO: B1 }).outcome.hint).toBe('待授权：需 1 级授权，已授权 0 级；待 孙立 授权');
    expect(bank.balanceOf(B1)).toBe('2000.00');
  });
});

describe('decide: approve, reject or withdraw (issue 36; spec 000 §1, separation of duties; §7)', () => {
  it('finds only the enterprise\'s own instruction (AU2010) and a known decision (AU2015)', () => {
    expect(refused(() => bank.decide(values('T0000000000000000000', '800.00'), checker1, 'D1')))
      .toEqual({ status: 'AU2010', message: '原交易 T0000000000000000000 不存在或不属于当前企业' });
    expect(refused(() => bank.decide(values(WAITING, '800.00'), solo, 'D1')))
      .toEqual({ status: 'AU2010', message: `原交易 ${WAITING} 不存在或不属于当前企业` });
    expect(refused(() => bank.decide({ ...values(WAITING, '800.00'), ORIG_TRANS_SEQ: 42 }, checker1, 'D1')))
      .toEqual({ status: 'AU2010', message: '原交易 42 不存在或不属于当前企业' });
    for (const authType of ['3', '', undefined]) {
      expect(refused(() => bank.decide({ ...values(WAITING, '800.00'), AUTH_TYPE: authType }, checker1, 'D1')))
        .toEqual({ status: 'AU2015', message: '授权决定须为同意、拒绝或撤销' });
    }
  });

  it('refuses values that are not the instruction\'s (AU2007), before anything else', () => {
    const notSame = { status: 'AU2007', message: '授权信息（付款账号、收款人或金额）与原交易不符，未受理' };
    const approve = (extra: Record<string, unknown>) => refused(() => bank.decide(values(WAITING, '800.00', '1', extra), checker1, 'D1'));
    expect(approve({ ACCT_NO: B1 })).toEqual(notSame);
    expect(approve({ PAYEE_ACCT_NAME: '别人' })).toEqual(notSame);
    expect(approve({ PAYEE_ACCT_NO: B1 })).toEqual(notSame);
    expect(approve({ PAYEE_ACCT_NO: undefined })).toEqual(notSame);
    expect(approve({ PAYEE_ACCT_NO: '' })).toEqual(notSame);
    expect(approve({ TRAN_AMT: '800.01' })).toEqual(notSame);
    expect(approve({ TRAN_AMT: '80.00' })).toEqual(notSame);
    expect(approve({ TRAN_AMT: '800' })).toEqual({ status: 'E0400', message: '金额格式不正确：800' });
    // the submitter's own approval of wrong values is refused for the values
    expect(refused(() => bank.decide(values(WAITING, '1.00'), maker, 'D1'))).toEqual(notSame);
    expect(bank.instruction(checker1, WAITING)).toMatchObject({ INSTR_STATUS: '1', AUTH_PROGRESS: '0/1', HISTORY: [{ ACTION: 'SUBMIT' }] });
  });

  it('takes a payee account absent from both, or empty, as the same', () => {
    const { seq } = submitted('3000.00', maker, { PAYEE_ACCT_NO: undefined, PAYEE_ACCT_NAME: undefined, BATCH_NO: 'B1', TOTAL_COUNT: '2' }, 'batchTransferSub');
    const batch = { AUTH_TYPE: '1', ORIG_TRANS_SEQ: seq, ACCT_NO: A1, PAYEE_ACCT_NAME: '批次 B1，共 2 笔', TRAN_AMT: '3000.00' };
    expect(refused(() => bank.decide({ ...batch, PAYEE_ACCT_NO: EXT }, checker1, 'D1')).status).toBe('AU2007');
    expect(bank.decide({ ...batch, PAYEE_ACCT_NO: '' }, checker1, 'D1').instrStatus).toBe('0');
    expect(bank.balanceOf(A1)).toBe('97000.00');
    expect(bank.entries(ORG_A, { ACCT_NO: A1 })[0]).toStrictEqual({
      TRANS_DATE: '2026-11-27', TRANS_TIME: '10:00:00', TRANS_SEQ: 'D1', DC_FLAG: 'D', TRAN_AMT: '3000.00', BALANCE: '97000.00',
      COUNTER_ACCT_NAME: '批次 B1，共 2 笔', COUNTER_BANK_NAME: '中国工商银行', SUMMARY: '货款',
    });
  });

  it('双人: the approval books; HISTORY is SUBMIT, APPROVE, BOOK and the entry has the decision\'s serial number', () => {
    clock = NOW + MINUTE;
    const { decisionSeq, outcome } = decided(checker1, WAITING, '800.00');
    expect(outcome).toStrictEqual({ transStatus: '0', instrStatus: '0', hint: `已同意，交易已记账（记账流水号 ${decisionSeq}）` });
    expect(bank.balanceOf(A1)).toBe('99200.00');
    expect(bank.instruction(maker, WAITING)).toStrictEqual({
      TRANS_SEQ: WAITING, TRANS_KIND: 'transferSub', TRANS_NAME: '单笔转账', ACCT_NO: A1, ACCT_NAME: A1_NAME,
      PAYEE_ACCT_NO: EXT, PAYEE_ACCT_NAME: EXT_NAME, PAYEE_BANK_NAME: '中国工商银行', TRAN_AMT: '800.00', CURRENCY: 'CNY',
      REMARK: '办公用品', SUBMITTER: '钱伟', SUBMIT_TIME: '2026-11-25 09:00:00', INSTR_STATUS: '0', AUTH_MODE: '1', AUTH_PROGRESS: '1/1',
      BOOKED_SEQ: decisionSeq,
      HISTORY: [
        { ACTION: 'SUBMIT', ACTOR: '钱伟', TIME: '2026-11-25 09:00:00' },
        { ACTION: 'APPROVE', ACTOR: '吴敏', TIME: '2026-11-27 10:01:00' },
        { ACTION: 'BOOK', ACTOR: '银行', TIME: '2026-11-27 10:01:00', NOTE: `记账流水号 ${decisionSeq}` },
      ],
      CAN_DECIDE: 'N', CAN_WITHDRAW: 'N', WHY_NOT: '该笔交易已记账，不能再授权',
    });
    expect(bank.entries(ORG_A, { ACCT_NO: A1 })[0]).toStrictEqual({
      TRANS_DATE: '2026-11-27', TRANS_TIME: '10:01:00', TRANS_SEQ: decisionSeq, DC_FLAG: 'D', TRAN_AMT: '800.00', BALANCE: '99200.00',
      COUNTER_ACCT_NO: EXT, COUNTER_ACCT_NAME: EXT_NAME, COUNTER_BANK_NAME: '中国工商银行', SUMMARY: '办公用品',
    });
    expect(bank.orders(maker, { TRANS_SEQ: WAITING })[0]?.TRANS_STATUS).toBe('0');
  });

  it('多级 above the limit: the first approval waits for a level-2 approver, whose approval books', () => {
    const { seq } = submitted('60000.00');
    clock = NOW + MINUTE;
    expect(decided(checker1, seq, '60000.00').outcome).toStrictEqual({
      transStatus: '0', instrStatus: '1', hint: '已同意；待授权：需 2 级授权，已授权 1 级；待 郑强、周洁 终审（二级）',
    });
    expect(bank.balanceOf(A1)).toBe('100000.00');
    expect(bank.instruction(maker, seq)).toMatchObject({
      INSTR_STATUS: '1', AUTH_PROGRESS: '1/2', AUTH_HINT: '待授权：需 2 级授权，已授权 1 级；待 郑强、周洁 终审（二级）',
      HISTORY: [
        { ACTION: 'SUBMIT', ACTOR: '钱伟', TIME: '2026-11-27 10:00:00' },
        { ACTION: 'APPROVE', ACTOR: '吴敏', TIME: '2026-11-27 10:01:00' },
      ],
    });
    clock = NOW + 2 * MINUTE;
    const last = decided(checker2, seq, '60000.00');
    expect(last.outcome).toStrictEqual({ transStatus: '0', instrStatus: '0', hint: `已同意，交易已记账（记账流水号 ${last.decisionSeq}）` });
    expect(bank.balanceOf(A1)).toBe('40000.00');
    expect(bank.instruction(maker, seq).HISTORY).toStrictEqual([
      { ACTION: 'SUBMIT', ACTOR: '钱伟', TIME: '2026-11-27 10:00:00' },
      { ACTION: 'APPROVE', ACTOR: '吴敏', TIME: '2026-11-27 10:01:00' },
      { ACTION: 'APPROVE', ACTOR: '郑强', TIME: '2026-11-27 10:02:00' },
      { ACTION: 'BOOK', ACTOR: '银行', TIME: '2026-11-27 10:02:00', NOTE: `记账流水号 ${last.decisionSeq}` },
    ]);
    expect(bank.instruction(maker, seq).AUTH_PROGRESS).toBe('2/2');
  });

  it('多级 above the limit: a level-1 approver may not take the last step (AU2004); the first step is anyone\'s', () => {
    const { seq } = submitted('60000.00');
    decided(checker2, seq, '60000.00');
    const tooLow = '该笔交易超过多级授权金额界限，终审须由二级授权人授权，您的授权级别不足';
    expect(bank.whyNot(held(seq), checker1)).toBe(tooLow);
    expect(refused(() => decided(checker1, seq, '60000.00'))).toEqual({ status: 'AU2004', message: tooLow });
    expect(refused(() => decided(checker1, seq, '60000.00', '2', { REJECT_REASON: '金额太大' }))).toEqual({ status: 'AU2004', message: tooLow });
    expect(bank.instruction(checker1, seq)).toMatchObject({ CAN_DECIDE: 'N', WHY_NOT: tooLow, AUTH_PROGRESS: '1/2' });
    expect(bank.instruction(maker, seq).AUTH_HINT).toBe('待授权：需 2 级授权，已授权 1 级；待 周洁 终审（二级）');
    expect(decided(admin, seq, '60000.00').outcome.instrStatus).toBe('0');
    expect(bank.balanceOf(A1)).toBe('40000.00');
  });

  it('keeps a two-level instruction from getting stuck: the only possible 终审 approver may not take the first step', () => {
    // the administrator submits: checker2 is then the only level-2 approver left for the 终审
    const own = submitted('60000.00', admin);
    const stuck = '该笔交易需两级授权，您是唯一能终审的二级授权人，请由其他授权人初审';
    expect(bank.whyNot(held(own.seq), checker2)).toBe(stuck);
    expect(refused(() => decided(checker2, own.seq, '60000.00'))).toEqual({ status: 'AU2004', message: stuck });
    expect(bank.instruction(admin, own.seq).AUTH_HINT).toBe('待授权：需 2 级授权，已授权 0 级；待 吴敏 初审（共两级）');
    decided(checker1, own.seq, '60000.00');
    expect(decided(checker2, own.seq, '60000.00').outcome.instrStatus).toBe('0');
    // the maker's: either level-2 approver may take the first step, the other the 终审
    const theirs = submitted('60000.00');
    expect(bank.whyNot(held(theirs.seq), checker2)).toBeUndefined();
  });

  it('refuses a two-level transfer when no level-2 approver but the submitter could give the 终审 (AU2016)', () => {
    const lean = new Bank({ ...seed(), actors: [maker, checker1, admin] }, () => clock);
    expect(refused(() => lean.submit('transferSub', transfer('60000.00'), admin, serial())))
      .toEqual({ status: 'AU2016', message: '本企业没有可以授权该笔交易的授权人，交易未受理，请联系企业管理员' });
    expect(lean.submit('transferSub', transfer('60000.00'), maker, serial()).instrStatus).toBe('1');
    expect(lean.balanceOf(A1)).toBe('100000.00');
  });

  it('refuses self-approval (AU2002), a second approval (AU2003) and an operator\'s (AU2006)', () => {
    const own = submitted('60000.00', admin);
    expect(refused(() => decided(admin, own.seq, '60000.00'))).toEqual({ status: 'AU2002', message: '不能授权本人提交的交易' });
    expect(refused(() => decided(admin, own.seq, '60000.00', '2', { REJECT_REASON: '不要了' })))
      .toEqual({ status: 'AU2002', message: '不能授权本人提交的交易' });
    decided(checker1, own.seq, '60000.00');
    expect(refused(() => decided(checker1, own.seq, '60000.00'))).toEqual({ status: 'AU2003', message: '您已授权过该笔交易，不能重复授权' });
    expect(refused(() => decided(maker, own.seq, '60000.00'))).toEqual({ status: 'AU2006', message: '您不是授权人员，不能授权交易' });
    expect(bank.instruction(admin, own.seq)).toMatchObject({ AUTH_PROGRESS: '1/2', INSTR_STATUS: '1' });
    expect(bank.balanceOf(A1)).toBe('100000.00');
  });

  it('answers why not for each actor, and that another enterprise\'s instruction is not theirs', () => {
    const waiting = held(WAITING);
    expect(bank.whyNot(waiting, solo)).toBe('原交易不存在或不属于当前企业');
    expect(bank.whyNot(waiting, maker)).toBe('您不是授权人员，不能授权交易');
    expect(bank.whyNot(waiting, checker1)).toBeUndefined();
    expect(bank.whyNot(waiting, admin)).toBeUndefined();
    expect(bank.whyNot(waiting, { ...admin, login: 'maker' })).toBe('不能授权本人提交的交易');
  });

  it('refuses a decided instruction (AU2005) naming its status', () => {
    expect(refused(() => decided(checker1, FAILED, '300.00'))).toEqual({ status: 'AU2005', message: '该笔交易已失败，不能再授权' });
    expect(refused(() => decided(maker, FAILED, '300.00'))).toEqual({ status: 'AU2005', message: '该笔交易已失败，不能再授权' });
    decided(checker1, WAITING, '800.00');
    expect(refused(() => decided(checker2, WAITING, '800.00'))).toEqual({ status: 'AU2005', message: '该笔交易已记账，不能再授权' });
    expect(refused(() => decided(checker1, WAITING, '800.00'))).toEqual({ status: 'AU2005', message: '该笔交易已记账，不能再授权' });
    const busy = new Bank({ ...seed(), instructions: [{ ...waitingSeed(), status: '2' }] }, () => clock);
    expect(refused(() => busy.decide(values(WAITING, '800.00'), checker1, 'D1'))).toEqual({ status: 'AU2005', message: '该笔交易处理中，不能再授权' });
  });

  it('rejects only with a reason of at least 2 characters after trimming (AU2013); the reason reaches the operator', () => {
    const noReason = { status: 'AU2013', message: '拒绝时须填写拒绝理由（至少 2 个字）' };
    for (const reason of [undefined, '', '   ', ' 错 ', 12]) {
      expect(refused(() => decided(checker1, WAITING, '800.00', '2', { REJECT_REASON: reason }))).toEqual(noReason);
    }
    expect(bank.instruction(checker1, WAITING)).toMatchObject({ INSTR_STATUS: '1', CAN_DECIDE: 'Y' });
    clock = NOW + MINUTE;
    expect(decided(checker1, WAITING, '800.00', '2', { REJECT_REASON: ' 有误 ' }).outcome)
      .toStrictEqual({ transStatus: '0', instrStatus: '5', hint: '已拒绝，交易不会记账；理由已告知经办人钱伟' });
    expect(bank.instruction(maker, WAITING)).toMatchObject({
      INSTR_STATUS: '5', REJECT_REASON: '有误', AUTH_PROGRESS: '0/1', CAN_DECIDE: 'N', CAN_WITHDRAW: 'N',
      WHY_NOT: '该笔交易已拒绝，不能再授权',
      HISTORY: [
        { ACTION: 'SUBMIT', ACTOR: '钱伟', TIME: '2026-11-25 09:00:00' },
        { ACTION: 'REJECT', ACTOR: '吴敏', TIME: '2026-11-27 10:01:00', NOTE: '有误' },
      ],
    });
    expect(bank.instruction(maker, WAITING).AUTH_HINT).toBeUndefined();
    expect(bank.instruction(maker, WAITING).BOOKED_SEQ).toBeUndefined();
    expect(bank.balanceOf(A1)).toBe('100000.00');
    expect(refused(() => decided(checker2, WAITING, '800.00'))).toEqual({ status: 'AU2005', message: '该笔交易已拒绝，不能再授权' });
    expect(refused(() => decided(maker, WAITING, '800.00', '0'))).toEqual({ status: 'AU2011', message: '该笔交易已拒绝，不能撤销' });
  });

  it('lets the submitter withdraw before any approval; it never books', () => {
    expect(refused(() => decided(checker1, WAITING, '800.00', '0'))).toEqual({ status: 'AU2011', message: '只能撤销本人提交的交易' });
    clock = NOW + MINUTE;
    expect(decided(maker, WAITING, '800.00', '0').outcome).toStrictEqual({ transStatus: '0', instrStatus: '4', hint: '指令已撤销，不会记账' });
    expect(bank.instruction(maker, WAITING)).toMatchObject({
      INSTR_STATUS: '4', CAN_WITHDRAW: 'N', AUTH_PROGRESS: '0/1',
      HISTORY: [{ ACTION: 'SUBMIT', ACTOR: '钱伟', TIME: '2026-11-25 09:00:00' }, { ACTION: 'WITHDRAW', ACTOR: '钱伟', TIME: '2026-11-27 10:01:00' }],
    });
    expect(bank.haveDone(maker)).toStrictEqual([{
      TRANS_SEQ: WAITING, TRANS_NAME: '单笔转账', TRAN_AMT: '800.00', SUBMITTER: '钱伟', DECISION: '0', DECIDE_TIME: '2026-11-27 10:01:00', INSTR_STATUS: '4',
    }]);
    expect(bank.balanceOf(A1)).toBe('100000.00');
    expect(refused(() => decided(checker1, WAITING, '800.00'))).toEqual({ status: 'AU2005', message: '该笔交易已撤销，不能再授权' });
    expect(refused(() => decided(maker, WAITING, '800.00', '0'))).toEqual({ status: 'AU2011', message: '该笔交易已撤销，不能撤销' });
  });

  it('refuses a withdrawal after the first approval or once booked (AU2011)', () => {
    const { seq } = submitted('60000.00');
    expect(bank.instruction(maker, seq).CAN_WITHDRAW).toBe('Y');
    decided(checker1, seq, '60000.00');
    expect(bank.instruction(maker, seq).CAN_WITHDRAW).toBe('N');
    expect(refused(() => decided(maker, seq, '60000.00', '0'))).toEqual({ status: 'AU2011', message: '该笔交易已有授权人授权，不能撤销' });
    expect(refused(() => decided(maker, FAILED, '300.00', '0'))).toEqual({ status: 'AU2011', message: '该笔交易已失败，不能撤销' });
    decided(checker1, WAITING, '800.00');
    expect(refused(() => decided(maker, WAITING, '800.00', '0'))).toEqual({ status: 'AU2011', message: '该笔交易已记账，不能撤销' });
  });

  it('an overdraft at the last approval books nothing and keeps no trace of that approval (TR0001)', () => {
    const { seq } = submitted('99999.99');
    clock = NOW + MINUTE;
    decided(checker1, seq, '99999.99');
    bank.submit('transferSub', transfer('50.00'), maker, serial()); // waits: nothing moves
    decided(checker1, WAITING, '800.00'); // books: 99,200.00 left
    expect(refused(() => decided(checker2, seq, '99999.99'))).toEqual({
      status: 'TR0001', message: '账户余额不足：可用余额 99,200.00 元，交易金额 99,999.99 元，交易未记账',
    });
    expect(bank.balanceOf(A1)).toBe('99200.00');
    expect(bank.instruction(maker, seq)).toMatchObject({ INSTR_STATUS: '1', AUTH_PROGRESS: '1/2' });
    expect(bank.instruction(maker, seq).HISTORY.map((h) => h.ACTION)).toEqual(['SUBMIT', 'APPROVE']);
    expect(bank.haveDone(checker2)).toStrictEqual([]);
    expect(bank.backlog(checker2, {}).map((r) => r.TRANS_SEQ)).toContain(seq);
  });

  it('credits the payee account of this bank at the last approval', () => {
    const { seq } = submitted('1000.00', maker, { PAYEE_ACCT_NO: B1, PAYEE_ACCT_NAME: B1_NAME, PAYEE_BANK_NAME: undefined, REMARK: undefined });
    expect(bank.decide({ ...values(seq, '1000.00'), PAYEE_ACCT_NO: B1, PAYEE_ACCT_NAME: B1_NAME }, checker1, 'D9').instrStatus).toBe('0');
    expect(bank.balanceOf(A1)).toBe('99000.00');
    expect(bank.balanceOf(B1)).toBe('3000.00');
    expect(bank.entries(ORG_B, { ACCT_NO: B1 })).toStrictEqual([{
      TRANS_DATE: '2026-11-27', TRANS_TIME: '10:00:00', TRANS_SEQ: 'D9', DC_FLAG: 'C', TRAN_AMT: '1000.00', BALANCE: '3000.00',
      COUNTER_ACCT_NO: A1, COUNTER_ACCT_NAME: A1_NAME, SUMMARY: '单笔转账',
    }]);
    expect(bank.entries(ORG_A, { ACCT_NO: A1 })[0]).toStrictEqual({
      TRANS_DATE: '2026-11-27', TRANS_TIME: '10:00:00', TRANS_SEQ: 'D9', DC_FLAG: 'D', TRAN_AMT: '1000.00', BALANCE: '99000.00',
      COUNTER_ACCT_NO: B1, COUNTER_ACCT_NAME: B1_NAME, SUMMARY: '单笔转账',
    });
  });

  it('refuses to book an instruction whose account the bank does not hold (AC0404)', () => {
    const orphan = { ...waitingSeed(), acctNo: '6230910000099999999' };
    const odd = new Bank({ ...seed(), instructions: [orphan] }, () => clock);
    expect(refused(() => odd.decide({ ...values(WAITING, '800.00'), ACCT_NO: '6230910000099999999' }, checker1, 'D1')))
      .toEqual({ status: 'AC0404', message: '账户 6230910000099999999 不存在' });
    expect(odd.instruction(checker1, WAITING)).toMatchObject({ INSTR_STATUS: '1', AUTH_PROGRESS: '0/1' });
  });
});

describe('instruction: the detail and what this user may do (issue 36; spec 000 §7)', () => {
  it('answers the waiting instruction for an approver who may decide it', () => {
    expect(bank.instruction(checker1, WAITING)).toStrictEqual({
      TRANS_SEQ: WAITING, TRANS_KIND: 'transferSub', TRANS_NAME: '单笔转账', ACCT_NO: A1, ACCT_NAME: A1_NAME,
      PAYEE_ACCT_NO: EXT, PAYEE_ACCT_NAME: EXT_NAME, PAYEE_BANK_NAME: '中国工商银行', TRAN_AMT: '800.00', CURRENCY: 'CNY',
      REMARK: '办公用品', SUBMITTER: '钱伟', SUBMIT_TIME: '2026-11-25 09:00:00', INSTR_STATUS: '1', AUTH_MODE: '1', AUTH_PROGRESS: '0/1',
      AUTH_HINT: '待授权：需 1 级授权，已授权 0 级；待 吴敏、郑强、周洁 授权',
      HISTORY: [{ ACTION: 'SUBMIT', ACTOR: '钱伟', TIME: '2026-11-25 09:00:00' }],
      CAN_DECIDE: 'Y', CAN_WITHDRAW: 'N',
    });
  });

  it('answers the failed instruction with its note, for the submitter', () => {
    expect(bank.instruction(maker, FAILED)).toStrictEqual({
      TRANS_SEQ: FAILED, TRANS_KIND: 'transferSub', TRANS_NAME: '单笔转账', ACCT_NO: A1, ACCT_NAME: A1_NAME,
      PAYEE_ACCT_NO: EXT, PAYEE_ACCT_NAME: EXT_NAME, TRAN_AMT: '300.00', CURRENCY: 'CNY',
      SUBMITTER: '钱伟', SUBMIT_TIME: '2026-11-24 09:00:00', INSTR_STATUS: '3', AUTH_MODE: '0', AUTH_PROGRESS: '0/0',
      HISTORY: [
        { ACTION: 'SUBMIT', ACTOR: '钱伟', TIME: '2026-11-24 09:00:00' },
        { ACTION: 'FAIL', ACTOR: '银行', TIME: '2026-11-24 09:00:00', NOTE: '收款账户状态异常，银行退回' },
      ],
      CAN_DECIDE: 'N', CAN_WITHDRAW: 'N', WHY_NOT: '该笔交易已失败，不能再授权',
    });
  });

  it('refuses another enterprise\'s, an unknown or a missing serial number (AU2010)', () => {
    expect(refused(() => bank.instruction(solo, WAITING))).toEqual({ status: 'AU2010', message: `原交易 ${WAITING} 不存在或不属于当前企业` });
    expect(refused(() => bank.instruction(checker1, 'T9'))).toEqual({ status: 'AU2010', message: '原交易 T9 不存在或不属于当前企业' });
    expect(refused(() => bank.instruction(checker1, undefined))).toEqual({ status: 'AU2010', message: '原交易 undefined 不存在或不属于当前企业' });
  });
});

describe('backlog (待办): what this approver may decide now, newest first (issue 36; spec 000 §7)', () => {
  /** X: 多级 60,000.00 (two steps), Y: 批量 3,000.00, Z: 100.00 by the administrator, all today. */
  function three() {
    const x = submitted('60000.00').seq;
    const y = submitted('3000.00', maker, {}, 'batchTransferSub').seq;
    const z = submitted('100.00', admin).seq;
    return { x, y, z };
  }
  const seqs = (actor: Actor, filter: Record<string, unknown> = {}) =>
    bank.backlog(actor, filter).map((r) => r.TRANS_SEQ);

  it('lists the waiting instructions with their progress', () => {
    const { x, y, z } = three();
    expect(bank.backlog(checker1, {})).toStrictEqual([
      { TRANS_SEQ: z, TRANS_NAME: '单笔转账', ACCT_NO: A1, PAYEE_ACCT_NAME: EXT_NAME, TRAN_AMT: '100.00', SUBMITTER: '周洁', SUBMIT_TIME: '2026-11-27 10:00:00', AUTH_PROGRESS: '0/1' },
      { TRANS_SEQ: y, TRANS_NAME: '单笔转账', ACCT_NO: A1, PAYEE_ACCT_NAME: EXT_NAME, TRAN_AMT: '3000.00', SUBMITTER: '钱伟', SUBMIT_TIME: '2026-11-27 10:00:00', AUTH_PROGRESS: '0/1' },
      { TRANS_SEQ: x, TRANS_NAME: '单笔转账', ACCT_NO: A1, PAYEE_ACCT_NAME: EXT_NAME, TRAN_AMT: '60000.00', SUBMITTER: '钱伟', SUBMIT_TIME: '2026-11-27 10:00:00', AUTH_PROGRESS: '0/2' },
      { TRANS_SEQ: WAITING, TRANS_NAME: '单笔转账', ACCT_NO: A1, PAYEE_ACCT_NAME: EXT_NAME, TRAN_AMT: '800.00', SUBMITTER: '钱伟', SUBMIT_TIME: '2026-11-25 09:00:00', AUTH_PROGRESS: '0/1' },
    ]);
    expect(seqs(admin)).toEqual([y, x, WAITING]); // not their own
    expect(seqs(maker)).toEqual([]); // not an approver
    expect(seqs(solo)).toEqual([]); // another enterprise
    decided(checker1, x, '60000.00');
    expect(seqs(checker1)).toEqual([z, y, WAITING]);
    expect(bank.backlog(checker2, {})[2]).toMatchObject({ TRANS_SEQ: x, AUTH_PROGRESS: '1/2' });
  });

  it('filters by kind, amount (inclusive), submitter and submit date (inclusive); empty filters are none', () => {
    const { x, y, z } = three();
    expect(seqs(checker1, { TRANS_KIND: 'batchTransferSub' })).toEqual([y]);
    expect(seqs(checker1, { TRANS_KIND: 'transferSub' })).toEqual([z, x, WAITING]);
    expect(seqs(checker1, { MIN_AMT: '800.00' })).toEqual([y, x, WAITING]);
    expect(seqs(checker1, { MIN_AMT: '800.01' })).toEqual([y, x]);
    expect(seqs(checker1, { MAX_AMT: '800.00' })).toEqual([z, WAITING]);
    expect(seqs(checker1, { MAX_AMT: '799.99' })).toEqual([z]);
    expect(seqs(checker1, { MIN_AMT: '100.00', MAX_AMT: '3000.00' })).toEqual([z, y, WAITING]);
    expect(seqs(checker1, { SUBMITTER: ' 周 ' })).toEqual([z]);
    expect(seqs(checker1, { SUBMITTER: '钱伟' })).toEqual([y, x, WAITING]);
    expect(seqs(checker1, { SUBMITTER: '   ' })).toEqual([z, y, x, WAITING]);
    expect(seqs(checker1, { START_DATE: '2026-11-25' })).toEqual([z, y, x, WAITING]);
    expect(seqs(checker1, { START_DATE: '2026-11-26' })).toEqual([z, y, x]);
    expect(seqs(checker1, { END_DATE: '2026-11-25' })).toEqual([WAITING]);
    expect(seqs(checker1, { END_DATE: '2026-11-24' })).toEqual([]);
    expect(seqs(checker1, { START_DATE: '2026-11-27', END_DATE: '2026-11-27' })).toEqual([z, y, x]);
    expect(seqs(checker1, { TRANS_KIND: '', MIN_AMT: '', MAX_AMT: '', SUBMITTER: '', START_DATE: '', END_DATE: '' })).toEqual([z, y, x, WAITING]);
  });
});

describe('haveDone (已办): what this user decided, the latest first (issue 36; spec 000 §7)', () => {
  it('lists each decision with its time and the instruction\'s status now', () => {
    const x = submitted('60000.00').seq;
    const y = submitted('100.00').seq;
    clock = NOW + MINUTE;
    decided(checker1, y, '100.00');
    clock = NOW + 2 * MINUTE;
    decided(checker1, x, '60000.00');
    clock = NOW + 3 * MINUTE;
    decided(checker1, WAITING, '800.00', '2', { REJECT_REASON: '收款人有误' });
    clock = NOW + 4 * MINUTE;
    decided(checker2, x, '60000.00');
    expect(bank.haveDone(checker1)).toStrictEqual([
      { TRANS_SEQ: WAITING, TRANS_NAME: '单笔转账', TRAN_AMT: '800.00', SUBMITTER: '钱伟', DECISION: '2', DECIDE_TIME: '2026-11-27 10:03:00', INSTR_STATUS: '5' },
      { TRANS_SEQ: x, TRANS_NAME: '单笔转账', TRAN_AMT: '60000.00', SUBMITTER: '钱伟', DECISION: '1', DECIDE_TIME: '2026-11-27 10:02:00', INSTR_STATUS: '0' },
      { TRANS_SEQ: y, TRANS_NAME: '单笔转账', TRAN_AMT: '100.00', SUBMITTER: '钱伟', DECISION: '1', DECIDE_TIME: '2026-11-27 10:01:00', INSTR_STATUS: '0' },
    ]);
    expect(bank.haveDone(checker2)).toStrictEqual([
      { TRANS_SEQ: x, TRANS_NAME: '单笔转账', TRAN_AMT: '60000.00', SUBMITTER: '钱伟', DECISION: '1', DECIDE_TIME: '2026-11-27 10:04:00', INSTR_STATUS: '0' },
    ]);
    expect(bank.haveDone(maker)).toStrictEqual([]);
    expect(bank.haveDone({ ...checker1, orgNo: ORG_B })).toStrictEqual([]);
  });
});

describe('orders (转账指令查询): the enterprise\'s instructions, newest first (issue 36; spec 001 §4)', () => {
  it('answers each instruction\'s row', () => {
    const { seq } = submitted('3000.00', maker, { PAYEE_ACCT_NO: '', PAYEE_BANK_NAME: '' }, 'batchTransferSub');
    expect(bank.orders(checker1, {})).toStrictEqual([
      { TRANS_SEQ: seq, TRANS_DATE: '2026-11-27', TRANS_TYPE: '2', ACCT_NO: A1, PAYEE_ACCT_NAME: EXT_NAME, TRAN_AMT: '3000.00', TRANS_STATUS: '1', SUBMITTER: '钱伟' },
      {
        TRANS_SEQ: WAITING, TRANS_DATE: '2026-11-25', TRANS_TYPE: '1', ACCT_NO: A1, PAYEE_ACCT_NO: EXT, PAYEE_ACCT_NAME: EXT_NAME,
        PAYEE_BANK_NAME: '中国工商银行', TRAN_AMT: '800.00', TRANS_STATUS: '1', SUBMITTER: '钱伟',
      },
      { TRANS_SEQ: FAILED, TRANS_DATE: '2026-11-24', TRANS_TYPE: '1', ACCT_NO: A1, PAYEE_ACCT_NO: EXT, PAYEE_ACCT_NAME: EXT_NAME, TRAN_AMT: '300.00', TRANS_STATUS: '3', SUBMITTER: '钱伟' },
    ]);
    expect(bank.orders(solo, {})).toStrictEqual([]);
  });

  it('filters by account, type, status, serial number and date (inclusive); empty filters are none', () => {
    const { seq } = submitted('3000.00', maker, {}, 'batchTransferSub');
    const seqs = (filter: Record<string, unknown>) => bank.orders(maker, filter).map((r) => r.TRANS_SEQ);
    expect(seqs({ ACCT_NO: A1 })).toEqual([seq, WAITING, FAILED]);
    expect(seqs({ ACCT_NO: B1 })).toEqual([]);
    expect(seqs({ TRANS_TYPE: '2' })).toEqual([seq]);
    expect(seqs({ TRANS_TYPE: '1' })).toEqual([WAITING, FAILED]);
    expect(seqs({ TRANS_STATUS: '3' })).toEqual([FAILED]);
    expect(seqs({ TRANS_STATUS: '1' })).toEqual([seq, WAITING]);
    expect(seqs({ TRANS_SEQ: WAITING })).toEqual([WAITING]);
    expect(seqs({ START_DATE: '2026-11-25' })).toEqual([seq, WAITING]);
    expect(seqs({ END_DATE: '2026-11-25' })).toEqual([WAITING, FAILED]);
    expect(seqs({ START_DATE: '2026-11-24', END_DATE: '2026-11-24' })).toEqual([FAILED]);
    expect(seqs({ ACCT_NO: '', TRANS_TYPE: '', TRANS_STATUS: '', TRANS_SEQ: '', START_DATE: '', END_DATE: '' })).toEqual([seq, WAITING, FAILED]);
  });
});

describe('entries (交易明细查询) and receipts (电子回单), newest first (issue 36; spec 001 §4)', () => {
  it('answers only the enterprise\'s own account (AC0404)', () => {
    expect(refused(() => bank.entries(ORG_B, { ACCT_NO: A1 }))).toEqual({ status: 'AC0404', message: `账户 ${A1} 不存在或不属于当前企业` });
    expect(refused(() => bank.receipts(ORG_A, { ACCT_NO: B1 }))).toEqual({ status: 'AC0404', message: `账户 ${B1} 不存在或不属于当前企业` });
    expect(refused(() => bank.receipts(ORG_A, {}))).toEqual({ status: 'AC0404', message: '账户 undefined 不存在或不属于当前企业' });
  });

  it('filters entries by date (inclusive), debit or credit and serial number; empty filters are none', () => {
    const seqs = (filter: Record<string, unknown>) =>
      bank.entries(ORG_A, { ACCT_NO: A1, ...filter }).map((e) => e.TRANS_SEQ);
    const [row3, row2, row1] = [ROW3_SEQ, 'T2026112100000000002', 'T2026112009150000001'];
    expect(seqs({})).toEqual([row3, row2, row1]);
    expect(seqs({ START_DATE: '2026-11-21' })).toEqual([row3, row2]);
    expect(seqs({ END_DATE: '2026-11-21' })).toEqual([row2, row1]);
    expect(seqs({ START_DATE: '2026-11-21', END_DATE: '2026-11-21' })).toEqual([row2]);
    expect(seqs({ DC_FLAG: 'C' })).toEqual([row3, row1]);
    expect(seqs({ DC_FLAG: 'D' })).toEqual([row2]);
    expect(seqs({ TRANS_SEQ: row2 })).toEqual([row2]);
    expect(seqs({ START_DATE: '', END_DATE: '', DC_FLAG: '', TRANS_SEQ: '' })).toEqual([row3, row2, row1]);
  });

  it('gives one receipt per entry, numbered R and the serial number\'s digits (at most 24 characters)', () => {
    const { seq } = submitted('10.00', clerk, { ACCT_NO: B1, REMARK: undefined, PAYEE_ACCT_NO: undefined, PAYEE_ACCT_NAME: undefined });
    expect(bank.receipts(ORG_B, { ACCT_NO: B1 })).toStrictEqual([{
      RECEIPT_NO: `R${seq.slice(1)}`, ACCT_NO: B1, TRANS_DATE: '2026-11-27', TRANS_SEQ: seq, DC_FLAG: 'D', TRAN_AMT: '10.00',
      COUNTER_ACCT_NAME: '批次 ，共  笔', SUMMARY: '单笔转账', PRINT_COUNT: '0',
    }]);
    expect(bank.receipts(ORG_A, { ACCT_NO: A1 })).toStrictEqual([
      {
        RECEIPT_NO: 'R20261122143000000000000', ACCT_NO: A1, TRANS_DATE: '2026-11-22', TRANS_SEQ: ROW3_SEQ, DC_FLAG: 'C', TRAN_AMT: '1200.00',
        SUMMARY: '利息', PRINT_COUNT: '0',
      },
      {
        RECEIPT_NO: 'R2026112100000000002', ACCT_NO: A1, TRANS_DATE: '2026-11-21', TRANS_SEQ: 'T2026112100000000002', DC_FLAG: 'D', TRAN_AMT: '5000.50',
        PRINT_COUNT: '0',
      },
      {
        RECEIPT_NO: 'R2026112009150000001', ACCT_NO: A1, TRANS_DATE: '2026-11-20', TRANS_SEQ: 'T2026112009150000001', DC_FLAG: 'C', TRAN_AMT: '30000.00',
        COUNTER_ACCT_NO: EXT, COUNTER_ACCT_NAME: EXT_NAME, SUMMARY: '货款', PRINT_COUNT: '0',
      },
    ]);
  });

  it('filters receipts by date (inclusive), receipt number and serial number; empty filters are none', () => {
    const nos = (filter: Record<string, unknown>) =>
      bank.receipts(ORG_A, { ACCT_NO: A1, ...filter }).map((r) => r.RECEIPT_NO);
    expect(nos({ RECEIPT_NO: 'R2026112100000000002' })).toEqual(['R2026112100000000002']);
    expect(nos({ RECEIPT_NO: 'R20261122143000000000000' })).toEqual(['R20261122143000000000000']);
    expect(nos({ RECEIPT_NO: 'T2026112100000000002' })).toEqual([]);
    expect(nos({ TRANS_SEQ: ROW3_SEQ })).toEqual(['R20261122143000000000000']);
    expect(nos({ TRANS_SEQ: 'R2026112100000000002' })).toEqual([]);
    expect(nos({ TRANS_SEQ: 'T2026112009150000001', RECEIPT_NO: 'R2026112009150000001' })).toEqual(['R2026112009150000001']);
    expect(nos({ TRANS_SEQ: 'T2026112009150000001', RECEIPT_NO: 'R2026112100000000002' })).toEqual([]);
    expect(nos({ START_DATE: '2026-11-21', END_DATE: '2026-11-22' })).toEqual(['R20261122143000000000000', 'R2026112100000000002']);
    expect(nos({ END_DATE: '2026-11-20' })).toEqual(['R2026112009150000001']);
    expect(nos({ RECEIPT_NO: '', TRANS_SEQ: '', START_DATE: '', END_DATE: '' })).toHaveLength(3);
  });
});

describe('balanceOf (issue 36)', () => {
  it('answers an account\'s balance now, and nothing for an account the bank does not hold', () => {
    expect(bank.balanceOf(A1)).toBe('100000.00');
    expect(bank.balanceOf(B1)).toBe('2000.00');
    expect(bank.balanceOf('6230910000099999999')).toBeUndefined();
  });
});
