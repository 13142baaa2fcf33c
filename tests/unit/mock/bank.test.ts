// The mock bank on its own (issue 36, 48): the seed and its reset, the operator's signed debit under
// the rule of its kind (单人 '0', 双人 '1', 多级 '2'; exempt debits book at once), the approvers'
// decisions with separation of duties (spec 000 §1, operators and approvers; §7, workbench:
// authorization submit), overdrafts and payees of this bank. Rule changes and their review:
// ./bank-rules.test.ts; the pure duties: ./duties.test.ts; the queries: ./views.test.ts; who may call
// at all (AU2001 for an approver-only submitter is the gateway's, issue 48 item 1): ./access.test.ts.
// The same rules end to end through the gateway: tests/integration/mock/dual-control.test.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import { Bank } from '@mock/bank/bank.ts';
import type { Actor, BankSeed, DebitInstruction, Outcome, SeedInstruction } from '@mock/bank/types.ts';
import { backlogView, balanceView, entriesView, haveDoneView, instructionView, ordersView } from '@mock/bank/views.ts';
import { Refusal } from '@mock/refusal.ts';

const ORG_A = 'ORG0000001';
const ORG_B = 'ORG0000002';
/** ORG_A's account, with the seed's entries. */
const A1 = '6230910000011111111';
const A1_NAME = '浙江甲科技有限公司';
/** ORG_A's second account: not open to maker (issue 48 item 1). */
const A2 = '6230910000022222222';
/** ORG_B's account: a payee of this bank for ORG_A. */
const B1 = '6230910000033333333';
const B1_NAME = '浙江乙商贸有限公司';
/** A payee at another bank. */
const EXT = '6222020000000000001';
const EXT_NAME = '杭州丙贸易有限公司';

const maker: Actor = { login: 'maker', name: '钱伟', orgNo: ORG_A, role: '1', level: '0', accounts: [A1] };
const checker1: Actor = { login: 'checker1', name: '吴敏', orgNo: ORG_A, role: '2', level: '1' };
const checker2: Actor = { login: 'checker2', name: '郑强', orgNo: ORG_A, role: '2', level: '2' };
const admin: Actor = { login: 'dcadmin', name: '周洁', orgNo: ORG_A, role: '3', level: '2', admin: true };
/** The second administrator (an approver of level 1) who may review a relaxed rule (issue 48 item 2). */
const admin2: Actor = { login: 'dcadmin2', name: '何平', orgNo: ORG_A, role: '2', level: '1', admin: true };
const solo: Actor = { login: 'solo', name: '孙立', orgNo: ORG_B, role: '3', level: '0' };
const clerk: Actor = { login: 'clerk', name: '李娜', orgNo: ORG_B, role: '1', level: '0' };

/** ORG_A's instruction waiting for one approval (双人), submitted two days ago. */
const WAITING = 'T2026112509000000001';
/** ORG_A's instruction the bank failed, three days ago. */
const FAILED = 'T2026112409000000002';
const ROW3_SEQ = 'T-2026-1122-1430-0000-0000-0003';
const ALL_APPROVERS = '吴敏、郑强、周洁、何平';

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
      { acctNo: A2, name: A1_NAME, orgNo: ORG_A, balance: '30000.00' },
      { acctNo: B1, name: B1_NAME, orgNo: ORG_B, balance: '2000.00' },
    ],
    instructions: seedInstructions(),
    rules: {
      [ORG_A]: {
        transferSub: { mode: '2', threshold: '50000.00' },
        batchTransferSub: { mode: '1', threshold: '50000.00' },
      },
    },
    actors: [maker, checker1, checker2, admin, admin2, solo, clerk],
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

/** The bank's own record of a debit instruction. */
function held(seq: string): DebitInstruction {
  const instruction = bank.instructions.get(seq);
  if (instruction?.type !== 'debit') throw new Error(`no debit instruction ${seq}`);
  return instruction;
}

const balance = (acctNo: string) => balanceView(bank, acctNo);
const entries = (actor: Actor, acctNo: string) => entriesView(bank, actor, { ACCT_NO: acctNo });
const detail = (actor: Actor, seq: unknown) => instructionView(bank, actor, seq);

/** A 单笔转账 from A1 to the payee at another bank. */
const transfer = (amount: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  TRANS_NAME: '单笔转账', ACCT_NO: A1, ACCT_NAME: A1_NAME, PAYEE_ACCT_NO: EXT, PAYEE_ACCT_NAME: EXT_NAME,
  PAYEE_BANK_NAME: '中国工商银行', TRAN_AMT: amount, REMARK: '货款', CURRENCY: 'CNY', ...extra,
});

/** Submits a signed call as the actor; the instruction's serial number and the outcome. */
function submitted(amount: string, actor: Actor = maker, extra: Record<string, unknown> = {}, operationId = 'transferSub') {
  const seq = serial();
  return { seq, outcome: bank.submit(operationId, transfer(amount, extra), actor, seq) };
}

/** A 批量转账 of this amount from A1 (the contract names no payee for it: the batch is the payee). */
const batch = (amount: string, actor: Actor = maker) => {
  const seq = serial();
  const request = { TRANS_NAME: '批量转账', ACCT_NO: A1, TRAN_AMT: amount, BATCH_NO: 'B20261127001', TOTAL_COUNT: '3' };
  return { seq, outcome: bank.submit('batchTransferSub', request, actor, seq) };
};
const BATCH_PAYEE = '批次 B20261127001，共 3 笔';

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

describe('the seed and reset (issue 36, 48)', () => {
  it('rebases the seed entries\' running balances so the last is the account\'s balance', () => {
    expect(balance(A1)).toBe('100000.00');
    expect(entries(admin, A1)).toStrictEqual(A1_SEED_ENTRIES);
    expect(bank.accounts.get(A1)?.entries.map((e) => e.printCount)).toEqual([0, 0, 0]);
    expect(entries(solo, B1)).toStrictEqual([]);
    expect(entries(admin, A2)).toStrictEqual([]);
  });

  it('restores balances, entries, instructions and rules, and keeps the seed itself unchanged', () => {
    const theSeed = seed();
    bank = new Bank(theSeed, () => clock);
    decided(checker1, WAITING, '800.00'); // books the seeded instruction
    submitted('100.00', clerk, { ACCT_NO: B1, PAYEE_ACCT_NO: A1 }); // 单人: books at once
    bank.changeRule('autoModeUpdate', { TRANS_KIND: 'transferSub', AUTH_MODE: '1', THRESHOLD_AMT: '100.00' }, solo, serial());
    bank.changeRule('autoModeAdd', { TRANS_KIND: 'preTransferSub', AUTH_MODE: '2', THRESHOLD_AMT: '100.00' }, admin, serial());
    const relaxation = serial(); // issue 48 item 2: waits for its review
    bank.changeRule('autoModeDelete', { TRANS_KIND: 'batchTransferSub' }, admin, relaxation);
    expect(balance(A1)).toBe('99300.00');
    expect(balance(B1)).toBe('1900.00');
    expect(bank.ruleOf(ORG_B, 'transferSub')?.mode).toBe('1');
    expect(bank.ruleOf(ORG_A, 'preTransferSub')?.mode).toBe('2');
    expect(bank.instructions.get(relaxation)?.status).toBe('1');

    bank.reset();
    expect(balance(A1)).toBe('100000.00');
    expect(balance(B1)).toBe('2000.00');
    expect(entries(admin, A1)).toStrictEqual(A1_SEED_ENTRIES);
    expect(entries(solo, B1)).toStrictEqual([]);
    expect([...bank.instructions.keys()]).toEqual([FAILED, WAITING]);
    expect(detail(checker1, WAITING)).toMatchObject({ INSTR_STATUS: '1', AUTH_PROGRESS: '0/1', CAN_DECIDE: 'Y' });
    expect(bank.ruleOf(ORG_B, 'transferSub')).toBeUndefined();
    expect(bank.ruleOf(ORG_A, 'preTransferSub')).toBeUndefined();
    expect(bank.ruleOf(ORG_A, 'transferSub')).toStrictEqual({ mode: '2', threshold: 5000000n });
    expect(bank.ruleOf(ORG_A, 'batchTransferSub')).toStrictEqual({ mode: '1', threshold: 5000000n });
    expect([...bank.rules.keys()]).toEqual([ORG_A]);
    expect(theSeed.instructions).toEqual(seedInstructions());
  });

  it('keeps the seed\'s instructions as debits with their amounts in fen, of their kind\'s call and in CNY unless it says', () => {
    expect(bank.instructions.get(WAITING)).toStrictEqual({
      ...waitingSeed(), type: 'debit', operationId: 'transferSub', currency: 'CNY', amount: 80000n,
    });
    const own = new Bank({ ...seed(), instructions: [{ ...waitingSeed(), operationId: 'walletBankTransferSub', currency: 'USD' }] }, () => clock);
    expect(own.instructions.get(WAITING)).toMatchObject({ type: 'debit', operationId: 'walletBankTransferSub', currency: 'USD', amount: 80000n });
  });

  it('answers its people, and each enterprise\'s', () => {
    expect(bank.actors).toEqual([maker, checker1, checker2, admin, admin2, solo, clerk]);
    expect(bank.enterpriseActors(ORG_B)).toEqual([solo, clerk]);
    expect(bank.enterpriseActors('ORG0000009')).toEqual([]);
  });
});

describe('enterpriseAccount: the account a query reads is the enterprise\'s (issue 36, 48)', () => {
  const notOurs = (acctNo: unknown) => ({ status: 'AC0404', message: `账户 ${String(acctNo)} 不存在或不属于当前企业` });

  it('gives any account of the enterprise, and refuses another\'s, an unknown one or none (AC0404)', () => {
    expect(bank.enterpriseAccount(ORG_A, A2).acctNo).toBe(A2);
    expect(bank.enterpriseAccount(ORG_B, B1).balance).toBe(200000n);
    expect(refused(() => bank.enterpriseAccount(ORG_A, B1))).toEqual(notOurs(B1));
    expect(refused(() => bank.enterpriseAccount(ORG_B, '6230910000099999999'))).toEqual(notOurs('6230910000099999999'));
    expect(refused(() => bank.enterpriseAccount(ORG_A, undefined))).toEqual(notOurs(undefined));
    expect(refused(() => bank.enterpriseAccount(ORG_A, 623091))).toEqual(notOurs(623091));
  });
});

describe('accountFor: the payer must be the enterprise\'s and open to the user (issue 48 item 1)', () => {
  const notOpen = (acctNo: unknown) => ({ status: 'AC0404', message: `账户 ${String(acctNo)} 不存在、不属于当前企业或未对您开放` });

  it('gives the account of the enterprise open to the user, or to a user without an account list', () => {
    expect(bank.accountFor(maker, A1).name).toBe(A1_NAME);
    expect(bank.accountFor(admin, A2).acctNo).toBe(A2);
    expect(bank.accountFor(solo, B1).balance).toBe(200000n);
  });

  it('refuses another enterprise\'s account, an unknown one, none, and one not open to the user (AC0404)', () => {
    expect(refused(() => bank.accountFor(clerk, A1))).toEqual(notOpen(A1));
    expect(refused(() => bank.accountFor(admin, B1))).toEqual(notOpen(B1));
    expect(refused(() => bank.accountFor(admin, '6230910000099999999'))).toEqual(notOpen('6230910000099999999'));
    expect(refused(() => bank.accountFor(admin, undefined))).toEqual(notOpen(undefined));
    expect(refused(() => bank.accountFor(admin, 623091))).toEqual(notOpen(623091));
    expect(refused(() => bank.accountFor(maker, A2))).toEqual(notOpen(A2));
    expect(refused(() => bank.accountFor({ ...admin, accounts: [] }, A1))).toEqual(notOpen(A1));
  });
});

describe('submit: the operator\'s signed debit (issue 36, 48; spec 000 §1, operators and approvers)', () => {
  it('refuses a call that debits nothing in the contract (AU2015), keeping nothing', () => {
    for (const operationId of ['transAuthSubmit', 'accountListQry', 'autoModeUpdate', 'toString']) {
      expect(refused(() => bank.submit(operationId, transfer('1.00'), maker, 'T1')))
        .toEqual({ status: 'AU2015', message: `${operationId} 不是借记账户的交易` });
    }
    expect(bank.instructions.size).toBe(2);
  });

  it('refuses a payer account of another enterprise, unknown, missing or not open to the user (AC0404)', () => {
    const notOpen = (acctNo: string) => ({ status: 'AC0404', message: `账户 ${acctNo} 不存在、不属于当前企业或未对您开放` });
    expect(refused(() => submitted('1.00', maker, { ACCT_NO: B1 }))).toEqual(notOpen(B1));
    expect(refused(() => submitted('1.00', clerk))).toEqual(notOpen(A1));
    expect(refused(() => submitted('1.00', maker, { ACCT_NO: '6230910000099999999' }))).toEqual(notOpen('6230910000099999999'));
    expect(refused(() => submitted('1.00', maker, { ACCT_NO: undefined }))).toEqual(notOpen('undefined'));
    expect(refused(() => submitted('1.00', maker, { ACCT_NO: A2 }))).toEqual(notOpen(A2)); // issue 48 item 1
    expect(bank.instructions.size).toBe(2);
    expect(submitted('1.00', admin, { ACCT_NO: A2 }).outcome.instrStatus).toBe('1');
  });

  it('refuses an amount that is not one (E0400)', () => {
    expect(refused(() => submitted('1.5'))).toEqual({ status: 'E0400', message: '金额格式不正确：1.5' });
    expect(bank.instructions.size).toBe(2);
  });

  it('单人 books at once: the balance falls, the entry and the instruction are there', () => {
    const { seq, outcome } = submitted('1500.25', clerk, { ACCT_NO: B1, ACCT_NAME: B1_NAME });
    expect(outcome).toStrictEqual({ transStatus: '0', instrStatus: '0', hint: '单人授权：交易已记账' });
    expect(balance(B1)).toBe('499.75');
    expect(entries(solo, B1)).toStrictEqual([{
      TRANS_DATE: '2026-11-27', TRANS_TIME: '10:00:00', TRANS_SEQ: seq, DC_FLAG: 'D', TRAN_AMT: '1500.25', BALANCE: '499.75',
      COUNTER_ACCT_NO: EXT, COUNTER_ACCT_NAME: EXT_NAME, COUNTER_BANK_NAME: '中国工商银行', SUMMARY: '货款',
    }]);
    expect(detail(solo, seq)).toStrictEqual({
      TRANS_SEQ: seq, TRANS_KIND: 'transferSub', OPERATION_ID: 'transferSub', TRANS_NAME: '单笔转账', ACCT_NO: B1, ACCT_NAME: B1_NAME,
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
    expect(balance(B1)).toBe('2000.00');
    expect(entries(solo, B1)).toStrictEqual([]);
    expect(ordersView(bank, solo, {})).toStrictEqual([]);
    expect(bank.instructions.size).toBe(2);
    expect(submitted('2000.00', clerk, { ACCT_NO: B1 }).outcome.instrStatus).toBe('0');
    expect(balance(B1)).toBe('0.00');
  });

  it('credits a payee account of this bank, and refuses a transfer to the payer\'s own account (TR0002)', () => {
    const { seq } = submitted('150.00', clerk, { ACCT_NO: B1, PAYEE_ACCT_NO: A1, PAYEE_ACCT_NAME: A1_NAME, PAYEE_BANK_NAME: '', REMARK: '' });
    expect(balance(A1)).toBe('100150.00');
    expect(entries(admin, A1)[0]).toStrictEqual({
      TRANS_DATE: '2026-11-27', TRANS_TIME: '10:00:00', TRANS_SEQ: seq, DC_FLAG: 'C', TRAN_AMT: '150.00', BALANCE: '100150.00',
      COUNTER_ACCT_NO: B1, COUNTER_ACCT_NAME: B1_NAME, SUMMARY: '单笔转账',
    });
    expect(entries(solo, B1)[0]).toStrictEqual({
      TRANS_DATE: '2026-11-27', TRANS_TIME: '10:00:00', TRANS_SEQ: seq, DC_FLAG: 'D', TRAN_AMT: '150.00', BALANCE: '1850.00',
      COUNTER_ACCT_NO: A1, COUNTER_ACCT_NAME: A1_NAME, SUMMARY: '单笔转账',
    });

    // a transfer to the payer's own account would only debit it: refused, nothing changes
    expect(refused(() => submitted('50.00', clerk, { ACCT_NO: B1, PAYEE_ACCT_NO: B1, PAYEE_ACCT_NAME: B1_NAME })))
      .toEqual({ status: 'TR0002', message: '收款账号不能与付款账号相同' });
    expect(balance(B1)).toBe('1850.00');
    expect(entries(solo, B1)).toHaveLength(1);
    expect(bank.instructions.size).toBe(3);
  });

  it('takes the kind\'s name and the account\'s name when the request gives none, and names a batch as its payee', () => {
    const seq = serial();
    bank.submit('batchTransferSub', { TRANS_NAME: '', ACCT_NAME: '', ACCT_NO: A1, TRAN_AMT: '3000.00', REMARK: '', PAYEE_BANK_NAME: '',
      PAYEE_ACCT_NO: B1, PAYEE_ACCT_NAME: '别人', BATCH_NO: 'B20261127001', TOTAL_COUNT: '3' }, maker, seq);
    // 批量转账 names no payee in the contract (x-eis-debit): the batch is the payee, whatever else is sent
    expect(detail(maker, seq)).toStrictEqual({
      TRANS_SEQ: seq, TRANS_KIND: 'batchTransferSub', OPERATION_ID: 'batchTransferSub', TRANS_NAME: '批量转账', ACCT_NO: A1, ACCT_NAME: A1_NAME,
      PAYEE_ACCT_NAME: BATCH_PAYEE, TRAN_AMT: '3000.00', CURRENCY: 'CNY',
      SUBMITTER: '钱伟', SUBMIT_TIME: '2026-11-27 10:00:00', INSTR_STATUS: '1', AUTH_MODE: '1', AUTH_PROGRESS: '0/1',
      AUTH_HINT: `待授权：需 1 级授权，已授权 0 级；待 ${ALL_APPROVERS} 授权`,
      HISTORY: [{ ACTION: 'SUBMIT', ACTOR: '钱伟', TIME: '2026-11-27 10:00:00' }],
      CAN_DECIDE: 'N', CAN_WITHDRAW: 'Y', WHY_NOT: '您不是授权人员，不能授权交易',
    });
    const bareSeq = serial();
    expect(bank.submit('payrollTransferSub', { ACCT_NO: A1, TRAN_AMT: '1.00', TRANS_NAME: 7, TOTAL_COUNT: '2' }, maker, bareSeq).instrStatus).toBe('0');
    expect(ordersView(bank, maker, {})[0]).toMatchObject({ TRANS_SEQ: bareSeq, PAYEE_ACCT_NAME: '代发工资', TRANS_TYPE: '4' });
    expect(entries(maker, A1)[0]).toStrictEqual({
      TRANS_DATE: '2026-11-27', TRANS_TIME: '10:00:00', TRANS_SEQ: bareSeq, DC_FLAG: 'D', TRAN_AMT: '1.00', BALANCE: '99999.00',
      COUNTER_ACCT_NAME: '代发工资', SUMMARY: '代发工资',
    });
    // a batch number without a count
    const noCount = serial();
    bank.submit('payrollTransferSub', { ACCT_NO: A1, TRAN_AMT: '1.00', BATCH_NO: 'P7' }, maker, noCount);
    expect(held(noCount).payeeName).toBe('批次 P7，共  笔');
  });

  it('双人 waits for one approval, and the hint names who may give it; nothing moves', () => {
    const { seq, outcome } = batch('60000.00');
    expect(outcome).toStrictEqual({ transStatus: '1', instrStatus: '1', hint: `待授权：需 1 级授权，已授权 0 级；待 ${ALL_APPROVERS} 授权` });
    expect(balance(A1)).toBe('100000.00');
    expect(entries(maker, A1)).toHaveLength(3);
    expect(detail(maker, seq).AUTH_PROGRESS).toBe('0/1');
    expect(held(seq)).toMatchObject({ mode: '1', required: 1, status: '1', approvals: [], decisions: [] });
    // the administrator submits: the others approve
    expect(batch('1.00', admin).outcome.hint).toBe('待授权：需 1 级授权，已授权 0 级；待 吴敏、郑强、何平 授权');
  });

  it('多级 needs one approval up to the limit, inclusive, and two above it', () => {
    expect(submitted('50000.00').outcome).toStrictEqual({
      transStatus: '1', instrStatus: '1', hint: `待授权：需 1 级授权，已授权 0 级；待 ${ALL_APPROVERS} 授权`,
    });
    const above = submitted('50000.01');
    expect(above.outcome).toStrictEqual({
      transStatus: '1', instrStatus: '1', hint: `待授权：需 2 级授权，已授权 0 级；待 ${ALL_APPROVERS} 初审（共两级）`,
    });
    expect(detail(maker, above.seq)).toMatchObject({ AUTH_MODE: '2', AUTH_PROGRESS: '0/2' });
    expect(balance(A1)).toBe('100000.00');
  });

  it('refuses 双人 when no one but the submitter could approve (AU2016), keeping nothing', () => {
    bank.changeRule('autoModeUpdate', { TRANS_KIND: 'transferSub', AUTH_MODE: '1', THRESHOLD_AMT: '50000.00' }, solo, serial());
    expect(refused(() => submitted('10.00', solo, { ACCT_NO: B1 })))
      .toEqual({ status: 'AU2016', message: '本企业没有可以授权该笔交易的授权人，交易未受理，请联系企业管理员' });
    expect(ordersView(bank, solo, {})).toStrictEqual([]);
    expect(submitted('10.00', clerk, { ACCT_NO: B1 }).outcome.hint).toBe('待授权：需 1 级授权，已授权 0 级；待 孙立 授权');
    expect(balance(B1)).toBe('2000.00');
  });

  it('refuses a two-level transfer when no level-2 approver but the submitter could give the 终审 (AU2016)', () => {
    const lean = new Bank({ ...seed(), actors: [maker, checker1, admin] }, () => clock);
    expect(refused(() => lean.submit('transferSub', transfer('60000.00'), admin, serial())))
      .toEqual({ status: 'AU2016', message: '本企业没有可以授权该笔交易的授权人，交易未受理，请联系企业管理员' });
    expect(lean.instructions.size).toBe(2);
    expect(lean.submit('transferSub', transfer('60000.00'), maker, serial()).instrStatus).toBe('1');
    expect(balanceView(lean, A1)).toBe('100000.00');
  });
});

describe('submit: every debit the contract names follows its kind\'s rule or is exempt (issue 48 item 1)', () => {
  it('资金监管 (regulatedTransfer) is a 单笔转账: 多级 governs it, two approvals above the limit', () => {
    const { seq, outcome } = submitted('60000.00', maker, { TRANS_NAME: '资金监管申请' }, 'regulatedTransfer');
    expect(outcome).toStrictEqual({
      transStatus: '1', instrStatus: '1', hint: `待授权：需 2 级授权，已授权 0 级；待 ${ALL_APPROVERS} 初审（共两级）`,
    });
    expect(detail(maker, seq)).toMatchObject({
      TRANS_KIND: 'transferSub', OPERATION_ID: 'regulatedTransfer', TRANS_NAME: '资金监管申请', AUTH_MODE: '2', AUTH_PROGRESS: '0/2',
      PAYEE_ACCT_NO: EXT, PAYEE_ACCT_NAME: EXT_NAME,
    });
    expect(balance(A1)).toBe('100000.00');
    decided(checker1, seq, '60000.00');
    expect(decided(checker2, seq, '60000.00').outcome.instrStatus).toBe('0');
    expect(balance(A1)).toBe('40000.00');
  });

  it('a fund purchase (fundBuy) follows 理财与基金购买 (investSub): 单人 without a rule, 双人 once there is one', () => {
    const buy = (amount: string) => {
      const seq = serial();
      return { seq, outcome: bank.submit('fundBuy', { ACCT_NO: A1, TRAN_AMT: amount, PRODUCT_NAME: '稳健债券基金A' }, maker, seq) };
    };
    const first = buy('1000.00');
    expect(first.outcome).toStrictEqual({ transStatus: '0', instrStatus: '0', hint: '单人授权：交易已记账' });
    expect(held(first.seq)).toMatchObject({ kind: 'investSub', operationId: 'fundBuy', name: '理财与基金购买', payeeName: '稳健债券基金A', mode: '0', required: 0 });
    expect(balance(A1)).toBe('99000.00');
    bank.changeRule('autoModeAdd', { TRANS_KIND: 'investSub', AUTH_MODE: '1', THRESHOLD_AMT: '0.00' }, admin, serial());
    const second = buy('1000.00');
    expect(second.outcome.instrStatus).toBe('1');
    expect(held(second.seq)).toMatchObject({ kind: 'investSub', mode: '1', required: 1 });
    expect(balance(A1)).toBe('99000.00');
    // a kind's rule governs only its kind
    expect(submitted('10.00', clerk, { ACCT_NO: B1 }).outcome.instrStatus).toBe('0');
  });

  it('a loan repayment reads the amount from its own field (LOAN_AMT) and follows 贷款还款 (repaymentSub)', () => {
    bank.changeRule('autoModeAdd', { TRANS_KIND: 'repaymentSub', AUTH_MODE: '2', THRESHOLD_AMT: '100.00' }, admin, serial());
    const seq = serial();
    expect(bank.submit('microLoanRepaymentSub', { ACCT_NO: A1, LOAN_AMT: '100.01', TRAN_AMT: '1.00' }, maker, seq).instrStatus).toBe('1');
    expect(held(seq)).toMatchObject({ kind: 'repaymentSub', amount: 10001n, required: 2, name: '贷款还款', payeeName: '贷款还款' });
  });

  it('an exempt debit (depositBuy) books at once under the strictest rules, its payer still the enterprise\'s', () => {
    for (const kind of ['transferSub', 'batchTransferSub', 'preTransferSub', 'payrollTransferSub', 'paymentSub', 'crossBorderSub', 'investSub', 'repaymentSub']) {
      bank.changeRule('autoModeUpdate', { TRANS_KIND: kind, AUTH_MODE: '2', THRESHOLD_AMT: '0.01' }, admin, serial());
    }
    const seq = serial();
    const outcome = bank.submit('depositBuy', { ACCT_NO: A1, TRAN_AMT: '20000.00', PRODUCT_NAME: '三个月定期存款' }, maker, seq);
    expect(outcome).toStrictEqual({
      transStatus: '0', instrStatus: '0',
      hint: '免于授权规则（资金转入本企业名下的账户（定期、保证金或同名账户），不离开本企业：免于授权规则，付款账户仍须属于本企业）：交易已记账',
    });
    // booked, with no instruction to authorize or list (it is no 单笔转账 in 转账指令查询: issue 48)
    expect(bank.instructions.has(seq)).toBe(false);
    expect(balance(A1)).toBe('80000.00');
    expect(entries(maker, A1)[0]).toMatchObject({ TRANS_SEQ: seq, DC_FLAG: 'D', TRAN_AMT: '20000.00', COUNTER_ACCT_NAME: '三个月定期存款', SUMMARY: 'depositBuy' });
    expect(refused(() => bank.submit('depositBuy', { ACCT_NO: B1, TRAN_AMT: '1.00' }, maker, serial())).status).toBe('AC0404');
    expect(refused(() => bank.submit('depositBuy', { ACCT_NO: A1, TRAN_AMT: '80000.01' }, maker, serial())).status).toBe('TR0001');
  });

  it('an exempt transfer to 同名账户 (synonymTransferApply) books at once under the strictest rules', () => {
    bank.changeRule('autoModeAdd', { TRANS_KIND: 'crossBorderSub', AUTH_MODE: '2', THRESHOLD_AMT: '0.01' }, admin, serial());
    const seq = serial();
    expect(bank.submit('synonymTransferApply', { ACCT_NO: A1, TRAN_AMT: '5000.00', TARGET_ACCT_NO: A2 }, admin, seq).instrStatus).toBe('0');
    expect(balance(A1)).toBe('95000.00');
    expect(entries(admin, A1)[0]).toMatchObject({ TRANS_SEQ: seq, DC_FLAG: 'D', TRAN_AMT: '5000.00', SUMMARY: 'synonymTransferApply' });
  });

  it('an exempt transfer to 同名账户 (synonymTransferApply) into another enterprise\'s account is not booked without approval', () => {
    // BUG (issue 48 item 1): the exemption's premise is that the money stays in the enterprise ("资金转入本企业
    // 名下的账户…不离开本企业"), but nothing checks the 入账账号 (TARGET_ACCT_NO): one operator debits 90,000.00
    // at once, with 多级 for every kind, towards another enterprise's account of this bank (B1).
    for (const kind of ['transferSub', 'crossBorderSub']) {
      bank.changeRule('autoModeUpdate', { TRANS_KIND: kind, AUTH_MODE: '2', THRESHOLD_AMT: '0.01' }, admin, serial());
    }
    // Either a refusal or an instruction waiting for approval fixes it; a booking does not.
    let outcome: Outcome | undefined;
    try {
      outcome = bank.submit('synonymTransferApply', { ACCT_NO: A1, TRAN_AMT: '90000.00', TARGET_ACCT_NO: B1 }, maker, serial());
    } catch (e) {
      if (!(e instanceof Refusal)) throw e;
    }
    expect(outcome?.instrStatus).not.toBe('0');
    expect(balance(A1)).toBe('100000.00');
  });

  it('a debit in another currency books with no CNY balance change, and its history says so (issue 48)', () => {
    const seq = serial();
    const outcome = bank.submit('abroadRemitSub', { ACCT_NO: A1, TRAN_AMT: '200000.00', CURRENCY: 'USD', TARGET_ACCT_NO: EXT }, maker, seq);
    expect(outcome).toStrictEqual({ transStatus: '0', instrStatus: '0', hint: '单人授权：交易已记账' });
    expect(balance(A1)).toBe('100000.00'); // no overdraft either: the USD account is not in the mock
    expect(entries(maker, A1)).toHaveLength(3);
    expect(detail(maker, seq)).toMatchObject({
      TRANS_KIND: 'crossBorderSub', CURRENCY: 'USD', TRAN_AMT: '200000.00', INSTR_STATUS: '0', BOOKED_SEQ: seq,
      HISTORY: [
        { ACTION: 'SUBMIT', ACTOR: '钱伟', TIME: '2026-11-27 10:00:00' },
        { ACTION: 'BOOK', ACTOR: '银行', TIME: '2026-11-27 10:00:00', NOTE: `记账流水号 ${seq}（USD 账户不在模拟银行中，人民币余额不变）` },
      ],
    });
    // nor is a payee of this bank credited in CNY, at the last approval either
    const { seq: usd } = submitted('60000.00', maker, { CURRENCY: 'USD', PAYEE_ACCT_NO: B1, PAYEE_ACCT_NAME: B1_NAME });
    const approve = (actor: Actor) => bank.decide({ ...values(usd, '60000.00'), PAYEE_ACCT_NO: B1, PAYEE_ACCT_NAME: B1_NAME, CURRENCY: 'USD' }, actor, serial());
    approve(checker1);
    expect(approve(checker2).instrStatus).toBe('0');
    expect(balance(A1)).toBe('100000.00');
    expect(balance(B1)).toBe('2000.00');
    expect(entries(solo, B1)).toStrictEqual([]);
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
    expect(approve({ CURRENCY: 'USD' })).toEqual(notSame); // issue 48: the currency is signed too
    expect(approve({ TRAN_AMT: '800' })).toEqual({ status: 'E0400', message: '金额格式不正确：800' });
    // the submitter's own approval of wrong values is refused for the values
    expect(refused(() => bank.decide(values(WAITING, '1.00'), maker, 'D1'))).toEqual(notSame);
    expect(detail(checker1, WAITING)).toMatchObject({ INSTR_STATUS: '1', AUTH_PROGRESS: '0/1', HISTORY: [{ ACTION: 'SUBMIT' }] });
    // CNY said or left out is the same
    expect(bank.decide(values(WAITING, '800.00', '1', { CURRENCY: 'CNY' }), checker1, 'D2').instrStatus).toBe('0');
  });

  it('takes a payee account absent from both, or empty, as the same', () => {
    const { seq } = batch('3000.00');
    const approval = { AUTH_TYPE: '1', ORIG_TRANS_SEQ: seq, ACCT_NO: A1, PAYEE_ACCT_NAME: BATCH_PAYEE, TRAN_AMT: '3000.00' };
    expect(refused(() => bank.decide({ ...approval, PAYEE_ACCT_NO: EXT }, checker1, 'D1')).status).toBe('AU2007');
    expect(bank.decide({ ...approval, PAYEE_ACCT_NO: '' }, checker1, 'D1').instrStatus).toBe('0');
    expect(balance(A1)).toBe('97000.00');
    expect(entries(maker, A1)[0]).toStrictEqual({
      TRANS_DATE: '2026-11-27', TRANS_TIME: '10:00:00', TRANS_SEQ: seq, DC_FLAG: 'D', TRAN_AMT: '3000.00', BALANCE: '97000.00',
      COUNTER_ACCT_NAME: BATCH_PAYEE, SUMMARY: '批量转账',
    });
  });

  // issue 49 item 4: the number the operator was given finds the booking; the approval's is beside it
  it('双人: the approval books; HISTORY is SUBMIT, APPROVE, BOOK and the entry has the instruction\'s own number', () => {
    clock = NOW + MINUTE;
    const { decisionSeq, outcome } = decided(checker1, WAITING, '800.00');
    expect(outcome).toStrictEqual({
      transStatus: '0', instrStatus: '0', hint: `已同意，交易已记账（记账流水号 ${WAITING}，本次授权流水号 ${decisionSeq}）`,
    });
    expect(balance(A1)).toBe('99200.00');
    expect(detail(maker, WAITING)).toStrictEqual({
      TRANS_SEQ: WAITING, TRANS_KIND: 'transferSub', OPERATION_ID: 'transferSub', TRANS_NAME: '单笔转账', ACCT_NO: A1, ACCT_NAME: A1_NAME,
      PAYEE_ACCT_NO: EXT, PAYEE_ACCT_NAME: EXT_NAME, PAYEE_BANK_NAME: '中国工商银行', TRAN_AMT: '800.00', CURRENCY: 'CNY',
      REMARK: '办公用品', SUBMITTER: '钱伟', SUBMIT_TIME: '2026-11-25 09:00:00', INSTR_STATUS: '0', AUTH_MODE: '1', AUTH_PROGRESS: '1/1',
      BOOKED_SEQ: WAITING, FINAL_AUTH_SEQ: decisionSeq,
      HISTORY: [
        { ACTION: 'SUBMIT', ACTOR: '钱伟', TIME: '2026-11-25 09:00:00' },
        { ACTION: 'APPROVE', ACTOR: '吴敏', TIME: '2026-11-27 10:01:00' },
        { ACTION: 'BOOK', ACTOR: '银行', TIME: '2026-11-27 10:01:00', NOTE: `记账流水号 ${WAITING}，终审授权流水号 ${decisionSeq}` },
      ],
      CAN_DECIDE: 'N', CAN_WITHDRAW: 'N', WHY_NOT: '该笔交易已记账，不能再授权',
    });
    expect(held(WAITING).decisions).toStrictEqual([{ login: 'checker1', decision: '1', time: '2026-11-27 10:01:00' }]);
    expect(entries(maker, A1)[0]).toStrictEqual({
      TRANS_DATE: '2026-11-27', TRANS_TIME: '10:01:00', TRANS_SEQ: WAITING, DC_FLAG: 'D', TRAN_AMT: '800.00', BALANCE: '99200.00',
      COUNTER_ACCT_NO: EXT, COUNTER_ACCT_NAME: EXT_NAME, COUNTER_BANK_NAME: '中国工商银行', SUMMARY: '办公用品',
    });
    expect(ordersView(bank, maker, { TRANS_SEQ: WAITING })[0]?.TRANS_STATUS).toBe('0');
  });

  it('多级 above the limit: the first approval waits for a level-2 approver, whose approval books', () => {
    const { seq } = submitted('60000.00');
    clock = NOW + MINUTE;
    expect(decided(checker1, seq, '60000.00').outcome).toStrictEqual({
      transStatus: '0', instrStatus: '1', hint: '已同意；待授权：需 2 级授权，已授权 1 级；待 郑强、周洁 终审（二级）',
    });
    expect(balance(A1)).toBe('100000.00');
    expect(detail(maker, seq)).toMatchObject({
      INSTR_STATUS: '1', AUTH_PROGRESS: '1/2', AUTH_HINT: '待授权：需 2 级授权，已授权 1 级；待 郑强、周洁 终审（二级）',
      HISTORY: [
        { ACTION: 'SUBMIT', ACTOR: '钱伟', TIME: '2026-11-27 10:00:00' },
        { ACTION: 'APPROVE', ACTOR: '吴敏', TIME: '2026-11-27 10:01:00' },
      ],
    });
    clock = NOW + 2 * MINUTE;
    const last = decided(checker2, seq, '60000.00');
    expect(last.outcome).toStrictEqual({
      transStatus: '0', instrStatus: '0', hint: `已同意，交易已记账（记账流水号 ${seq}，本次授权流水号 ${last.decisionSeq}）`,
    });
    expect(balance(A1)).toBe('40000.00');
    expect(detail(maker, seq).HISTORY).toStrictEqual([
      { ACTION: 'SUBMIT', ACTOR: '钱伟', TIME: '2026-11-27 10:00:00' },
      { ACTION: 'APPROVE', ACTOR: '吴敏', TIME: '2026-11-27 10:01:00' },
      { ACTION: 'APPROVE', ACTOR: '郑强', TIME: '2026-11-27 10:02:00' },
      { ACTION: 'BOOK', ACTOR: '银行', TIME: '2026-11-27 10:02:00', NOTE: `记账流水号 ${seq}，终审授权流水号 ${last.decisionSeq}` },
    ]);
    expect(detail(maker, seq).AUTH_PROGRESS).toBe('2/2');
    expect(held(seq).approvals).toStrictEqual([{ login: 'checker1', name: '吴敏' }, { login: 'checker2', name: '郑强' }]);
  });

  it('多级 above the limit: a level-1 approver may not take the last step (AU2004); the first step is anyone\'s', () => {
    const { seq } = submitted('60000.00');
    decided(checker2, seq, '60000.00');
    const tooLow = '该笔交易超过多级授权金额界限，终审须由二级授权人授权，您的授权级别不足';
    expect(refused(() => decided(checker1, seq, '60000.00'))).toEqual({ status: 'AU2004', message: tooLow });
    expect(refused(() => decided(checker1, seq, '60000.00', '2', { REJECT_REASON: '金额太大' }))).toEqual({ status: 'AU2004', message: tooLow });
    expect(detail(checker1, seq)).toMatchObject({ CAN_DECIDE: 'N', WHY_NOT: tooLow, AUTH_PROGRESS: '1/2' });
    expect(detail(maker, seq).AUTH_HINT).toBe('待授权：需 2 级授权，已授权 1 级；待 周洁 终审（二级）');
    expect(decided(admin, seq, '60000.00').outcome.instrStatus).toBe('0');
    expect(balance(A1)).toBe('40000.00');
  });

  it('keeps a two-level instruction from getting stuck: the only possible 终审 approver may not take the first step', () => {
    // the administrator submits: checker2 is then the only level-2 approver left for the 终审
    const own = submitted('60000.00', admin);
    const stuck = '该笔交易需两级授权，您是唯一能终审的二级授权人，请由其他授权人初审';
    expect(refused(() => decided(checker2, own.seq, '60000.00'))).toEqual({ status: 'AU2004', message: stuck });
    expect(detail(admin, own.seq).AUTH_HINT).toBe('待授权：需 2 级授权，已授权 0 级；待 吴敏、何平 初审（共两级）');
    decided(checker1, own.seq, '60000.00');
    expect(decided(checker2, own.seq, '60000.00').outcome.instrStatus).toBe('0');
    // the maker's: either level-2 approver may take the first step, the other the 终审
    const theirs = submitted('60000.00');
    expect(detail(checker2, theirs.seq).CAN_DECIDE).toBe('Y');
  });

  it('refuses self-approval (AU2002), a second approval (AU2003) and an operator\'s (AU2006)', () => {
    const own = submitted('60000.00', admin);
    expect(refused(() => decided(admin, own.seq, '60000.00'))).toEqual({ status: 'AU2002', message: '不能授权本人提交的交易' });
    expect(refused(() => decided(admin, own.seq, '60000.00', '2', { REJECT_REASON: '不要了' })))
      .toEqual({ status: 'AU2002', message: '不能授权本人提交的交易' });
    decided(checker1, own.seq, '60000.00');
    expect(refused(() => decided(checker1, own.seq, '60000.00'))).toEqual({ status: 'AU2003', message: '您已授权过该笔交易，不能重复授权' });
    expect(refused(() => decided(maker, own.seq, '60000.00'))).toEqual({ status: 'AU2006', message: '您不是授权人员，不能授权交易' });
    expect(detail(admin, own.seq)).toMatchObject({ AUTH_PROGRESS: '1/2', INSTR_STATUS: '1' });
    expect(balance(A1)).toBe('100000.00');
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

  it('rejects only with a reason of at least 2 characters after trimming (AU2013); the reason reaches the submitter', () => {
    const noReason = { status: 'AU2013', message: '拒绝时须填写拒绝理由（至少 2 个字）' };
    for (const reason of [undefined, '', '   ', ' 错 ', 12]) {
      expect(refused(() => decided(checker1, WAITING, '800.00', '2', { REJECT_REASON: reason }))).toEqual(noReason);
    }
    expect(detail(checker1, WAITING)).toMatchObject({ INSTR_STATUS: '1', CAN_DECIDE: 'Y' });
    clock = NOW + MINUTE;
    expect(decided(checker1, WAITING, '800.00', '2', { REJECT_REASON: ' 有误 ' }).outcome)
      .toStrictEqual({ transStatus: '0', instrStatus: '5', hint: '已拒绝，交易不会记账；理由已告知提交人钱伟' });
    expect(detail(maker, WAITING)).toMatchObject({
      INSTR_STATUS: '5', REJECT_REASON: '有误', AUTH_PROGRESS: '0/1', CAN_DECIDE: 'N', CAN_WITHDRAW: 'N',
      WHY_NOT: '该笔交易已拒绝，不能再授权',
      HISTORY: [
        { ACTION: 'SUBMIT', ACTOR: '钱伟', TIME: '2026-11-25 09:00:00' },
        { ACTION: 'REJECT', ACTOR: '吴敏', TIME: '2026-11-27 10:01:00', NOTE: '有误' },
      ],
    });
    expect(held(WAITING).decisions).toStrictEqual([{ login: 'checker1', decision: '2', time: '2026-11-27 10:01:00' }]);
    expect(detail(maker, WAITING).AUTH_HINT).toBeUndefined();
    expect(detail(maker, WAITING).BOOKED_SEQ).toBeUndefined();
    expect(balance(A1)).toBe('100000.00');
    expect(refused(() => decided(checker2, WAITING, '800.00'))).toEqual({ status: 'AU2005', message: '该笔交易已拒绝，不能再授权' });
    expect(refused(() => decided(maker, WAITING, '800.00', '0'))).toEqual({ status: 'AU2011', message: '该笔交易已拒绝，不能撤销' });
  });

  it('lets the submitter withdraw before any approval; it never books', () => {
    expect(refused(() => decided(checker1, WAITING, '800.00', '0'))).toEqual({ status: 'AU2011', message: '只能撤销本人提交的交易' });
    clock = NOW + MINUTE;
    expect(decided(maker, WAITING, '800.00', '0').outcome).toStrictEqual({ transStatus: '0', instrStatus: '4', hint: '指令已撤销，不会记账' });
    expect(detail(maker, WAITING)).toMatchObject({
      INSTR_STATUS: '4', CAN_WITHDRAW: 'N', AUTH_PROGRESS: '0/1',
      HISTORY: [{ ACTION: 'SUBMIT', ACTOR: '钱伟', TIME: '2026-11-25 09:00:00' }, { ACTION: 'WITHDRAW', ACTOR: '钱伟', TIME: '2026-11-27 10:01:00' }],
    });
    expect(haveDoneView(bank, maker)).toStrictEqual([{
      TRANS_SEQ: WAITING, TRANS_NAME: '单笔转账', TRAN_AMT: '800.00', SUBMITTER: '钱伟', DECISION: '0', DECIDE_TIME: '2026-11-27 10:01:00', INSTR_STATUS: '4',
    }]);
    expect(balance(A1)).toBe('100000.00');
    expect(refused(() => decided(checker1, WAITING, '800.00'))).toEqual({ status: 'AU2005', message: '该笔交易已撤销，不能再授权' });
    expect(refused(() => decided(maker, WAITING, '800.00', '0'))).toEqual({ status: 'AU2011', message: '该笔交易已撤销，不能撤销' });
  });

  it('refuses a withdrawal after the first approval or once booked (AU2011)', () => {
    const { seq } = submitted('60000.00');
    expect(detail(maker, seq).CAN_WITHDRAW).toBe('Y');
    decided(checker1, seq, '60000.00');
    expect(detail(maker, seq).CAN_WITHDRAW).toBe('N');
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
    expect(balance(A1)).toBe('99200.00');
    expect(detail(maker, seq)).toMatchObject({ INSTR_STATUS: '1', AUTH_PROGRESS: '1/2' });
    expect(detail(maker, seq).HISTORY.map((h) => h.ACTION)).toEqual(['SUBMIT', 'APPROVE']);
    expect(haveDoneView(bank, checker2)).toStrictEqual([]);
    expect(backlogView(bank, checker2, {}).map((r) => r.TRANS_SEQ)).toContain(seq);
  });

  it('credits the payee account of this bank at the last approval', () => {
    const { seq } = submitted('1000.00', maker, { PAYEE_ACCT_NO: B1, PAYEE_ACCT_NAME: B1_NAME, PAYEE_BANK_NAME: undefined, REMARK: undefined });
    expect(bank.decide({ ...values(seq, '1000.00'), PAYEE_ACCT_NO: B1, PAYEE_ACCT_NAME: B1_NAME }, checker1, 'D9').instrStatus).toBe('0');
    expect(balance(A1)).toBe('99000.00');
    expect(balance(B1)).toBe('3000.00');
    expect(entries(solo, B1)).toStrictEqual([{
      TRANS_DATE: '2026-11-27', TRANS_TIME: '10:00:00', TRANS_SEQ: seq, DC_FLAG: 'C', TRAN_AMT: '1000.00', BALANCE: '3000.00',
      COUNTER_ACCT_NO: A1, COUNTER_ACCT_NAME: A1_NAME, SUMMARY: '单笔转账',
    }]);
    expect(entries(maker, A1)[0]).toStrictEqual({
      TRANS_DATE: '2026-11-27', TRANS_TIME: '10:00:00', TRANS_SEQ: seq, DC_FLAG: 'D', TRAN_AMT: '1000.00', BALANCE: '99000.00',
      COUNTER_ACCT_NO: B1, COUNTER_ACCT_NAME: B1_NAME, SUMMARY: '单笔转账',
    });
  });

  it('refuses to book an instruction whose account the bank does not hold (AC0404)', () => {
    const orphan = { ...waitingSeed(), acctNo: '6230910000099999999' };
    const odd = new Bank({ ...seed(), instructions: [orphan] }, () => clock);
    expect(refused(() => odd.decide({ ...values(WAITING, '800.00'), ACCT_NO: '6230910000099999999' }, checker1, 'D1')))
      .toEqual({ status: 'AC0404', message: '账户 6230910000099999999 不存在' });
    expect(instructionView(odd, checker1, WAITING)).toMatchObject({ INSTR_STATUS: '1', AUTH_PROGRESS: '0/1' });
  });
});
