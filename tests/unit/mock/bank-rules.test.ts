// The mock bank's authorization rules (issue 36, 48): amounts in fen under the contract's grammar, the
// approvals an amount needs under a rule, which changes relax a rule, the rule kinds the contract names,
// and the administrator's rule changes: tightening applies at once, a relaxation waits for a second
// person's review (issue 48 item 2, docs/dual-control.md: another administrator or a level-2 approver).
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { Bank } from '@mock/bank/bank.ts';
import { debitOf, isRuleKind, kindInfo, RULE_KINDS } from '@mock/bank/kinds.ts';
import { changeOf, checkedRule } from '@mock/bank/rule-change.ts';
import { approvalsFor, fen, groupedYuan, NO_RULE, relaxes, ruleText, yuan } from '@mock/bank/rules.ts';
import type { Actor, BankSeed, Rule, RuleInstruction, RuleKind } from '@mock/bank/types.ts';
import { backlogView, haveDoneView, instructionView } from '@mock/bank/views.ts';
import { Refusal } from '@mock/refusal.ts';

const ORG_A = 'ORG0000001';
const ORG_B = 'ORG0000002';
const A1 = '6230910000011111111';
const B1 = '6230910000033333333';
const EXT = '6222020000000000001';

const maker: Actor = { login: 'maker', name: '钱伟', orgNo: ORG_A, role: '1', level: '0' };
const checker1: Actor = { login: 'checker1', name: '吴敏', orgNo: ORG_A, role: '2', level: '1' };
const checker2: Actor = { login: 'checker2', name: '郑强', orgNo: ORG_A, role: '2', level: '2' };
const admin: Actor = { login: 'dcadmin', name: '周洁', orgNo: ORG_A, role: '3', level: '2', admin: true };
const admin2: Actor = { login: 'dcadmin2', name: '何平', orgNo: ORG_A, role: '2', level: '1', admin: true };
const solo: Actor = { login: 'solo', name: '孙立', orgNo: ORG_B, role: '3', level: '0', admin: true };
const clerk: Actor = { login: 'clerk', name: '李娜', orgNo: ORG_B, role: '1', level: '0' };

function seed(): BankSeed {
  return {
    accounts: [
      { acctNo: A1, name: '浙江甲科技有限公司', orgNo: ORG_A, balance: '1000000.00' },
      { acctNo: B1, name: '浙江乙商贸有限公司', orgNo: ORG_B, balance: '2000.00' },
    ],
    instructions: [],
    rules: { [ORG_A]: { transferSub: { mode: '2', threshold: '50000.00' }, batchTransferSub: { mode: '1', threshold: '50000.00' } } },
    actors: [maker, checker1, checker2, admin, admin2, solo, clerk],
  };
}

const NOW = Date.UTC(2026, 10, 27, 2, 0, 0); // 2026-11-27 10:00:00 in Shanghai
const MINUTE = 60_000;
let clock = NOW;
let counter = 0;
const serial = () => `T20261127${String(++counter).padStart(11, '0')}`;
let bank: Bank;

beforeEach(() => {
  clock = NOW;
  counter = 0;
  bank = new Bank(seed(), () => clock);
});

function refused(act: () => unknown): { status: string; message: string } {
  try {
    act();
  } catch (e) {
    if (e instanceof Refusal) return { status: e.status, message: e.message };
    throw e;
  }
  throw new Error('not refused');
}

const multi = (threshold: string): Rule => ({ mode: '2', threshold: fen(threshold) });
const DUAL: Rule = { mode: '1', threshold: 5000000n };
const SINGLE: Rule = { mode: '0', threshold: 5000000n };

/** A rule change by the actor (autoModeUpdate unless said); its serial number and the outcome. */
function changed(actor: Actor, request: Record<string, unknown>, operationId = 'autoModeUpdate') {
  const seq = serial();
  return { seq, outcome: bank.changeRule(operationId, request, actor, seq) };
}
const update = (kind: string, mode: unknown, threshold: unknown = '50000.00') => ({ TRANS_KIND: kind, AUTH_MODE: mode, THRESHOLD_AMT: threshold });

/** authRuleReview's values for a waiting change of 单笔转账 from 多级 (50,000.00) to these words. */
const review = (seq: string, newRule: string, authType = '1', extra: Record<string, unknown> = {}) => ({
  ORIG_TRANS_SEQ: seq, RULE_KIND: 'transferSub', OLD_RULE: '多级（50,000.00 元以上两级）', NEW_RULE: newRule, AUTH_TYPE: authType, ...extra,
});

function waitingChange(seq: string): RuleInstruction {
  const instruction = bank.instructions.get(seq);
  if (instruction?.type !== 'rule') throw new Error(`no rule instruction ${seq}`);
  return instruction;
}

const submit = (amount: string, actor: Actor = maker) => {
  const seq = serial();
  const request = { ACCT_NO: actor.orgNo === ORG_A ? A1 : B1, PAYEE_ACCT_NO: EXT, PAYEE_ACCT_NAME: '杭州丙贸易有限公司', TRAN_AMT: amount };
  return { seq, outcome: bank.submit('transferSub', request, actor, seq) };
};

describe('fen and yuan: amounts in fen, up to 15 integer digits (issue 36, 48 item 5)', () => {
  it('reads an amount with two decimals into fen', () => {
    expect(fen('12500.00')).toBe(1250000n);
    expect(fen('0.01')).toBe(1n);
    expect(fen('0.00')).toBe(0n);
    expect(fen('7.30')).toBe(730n);
    expect(fen('999999999999999.99')).toBe(99999999999999999n);
  });

  it.each([
    ['1000000000000000.00', '1000000000000000.00'], // 16 integer digits
    ['01.00', '01.00'], ['1.5', '1.5'], ['1.505', '1.505'], ['1', '1'], ['-1.00', '-1.00'], ['x1.00', 'x1.00'],
    ['1.00x', '1.00x'], ['1,000.00', '1,000.00'], ['1a.00', '1a.00'], ['1.0a', '1.0a'], ['', ''],
    [12500, '12500'], [12.34, '12.34'], [{ toString: () => '1.00' }, '1.00'], [undefined, 'undefined'],
  ])('refuses %j with E0400', (amount, shown) => {
    expect(refused(() => fen(amount))).toEqual({ status: 'E0400', message: `金额格式不正确：${shown}` });
  });

  it('writes fen as an amount with two decimals, negative ones with a sign, and grouped in thousands', () => {
    expect(yuan(1250000n)).toBe('12500.00');
    expect(yuan(0n)).toBe('0.00');
    expect(yuan(5n)).toBe('0.05');
    expect(yuan(-1250000n)).toBe('-12500.00');
    expect(yuan(99999999999999999n)).toBe('999999999999999.99');
    expect(yuan(fen('123456789012345.67'))).toBe('123456789012345.67');
    expect(groupedYuan(123456789n)).toBe('1,234,567.89');
    expect(groupedYuan(99999n)).toBe('999.99');
    expect(groupedYuan(-100000n)).toBe('-1,000.00');
  });
});

describe('the kinds the rules govern, from the contract (issue 48 item 1)', () => {
  it('names the eight kinds, the four transfers with their type in 转账指令查询', () => {
    expect(RULE_KINDS).toEqual(['transferSub', 'batchTransferSub', 'preTransferSub', 'payrollTransferSub', 'paymentSub', 'crossBorderSub', 'investSub', 'repaymentSub']);
    expect(kindInfo('transferSub')).toEqual({ name: '单笔转账', orderType: '1' });
    expect(kindInfo('payrollTransferSub')).toEqual({ name: '代发工资', orderType: '4' });
    expect(kindInfo('investSub')).toEqual({ name: '理财与基金购买' });
    expect(isRuleKind('repaymentSub')).toBe(true);
    for (const notOne of ['transAuthSubmit', 'toString', 'authRule', '', 1, undefined]) expect(isRuleKind(notOne)).toBe(false);
  });

  it('tells a debiting call\'s fields and kind, or exemption, and nothing for any other call', () => {
    expect(debitOf('regulatedTransfer')).toEqual({ payer: 'ACCT_NO', amount: 'TRAN_AMT', payee: 'PAYEE_ACCT_NAME', payeeAccount: 'PAYEE_ACCT_NO', kind: 'transferSub' });
    expect(debitOf('microLoanRepaymentSub')).toEqual({ payer: 'ACCT_NO', amount: 'LOAN_AMT', kind: 'repaymentSub' });
    expect(debitOf('depositBuy')?.exempt).toMatch(/^资金转入本企业名下的账户/);
    expect(debitOf('depositBuy')?.kind).toBeUndefined();
    for (const none of ['transAuthSubmit', 'accountListQry', 'constructor', 'toString']) expect(debitOf(none)).toBeUndefined();
  });
});

describe('approvalsFor and ruleText (issue 36)', () => {
  it('needs none under 单人 (and without a rule), one under 双人, one up to a 多级 limit (inclusive) and two above', () => {
    for (const amount of [0n, 1n, 5000000n, 99999999999999999n]) {
      expect(approvalsFor(undefined, amount)).toBe(0);
      expect(approvalsFor(SINGLE, amount)).toBe(0);
      expect(approvalsFor(DUAL, amount)).toBe(1);
    }
    expect(approvalsFor(multi('500.00'), 0n)).toBe(1);
    expect(approvalsFor(multi('500.00'), 50000n)).toBe(1);
    expect(approvalsFor(multi('500.00'), 50001n)).toBe(2);
    expect(NO_RULE).toEqual({ mode: '0', threshold: 5000000n });
  });

  it.each([
    ['0.01', '多级（0.01 元以上两级）'],
    ['1000.00', '多级（1,000.00 元以上两级）'],
    ['1285630.45', '多级（1,285,630.45 元以上两级）'],
    ['999999999999999.99', '多级（999,999,999,999,999.99 元以上两级）'],
  ])('names 多级 with its limit %s grouped in thousands', (threshold, named) => {
    expect(ruleText(multi(threshold))).toBe(named);
  });

  it('names 单人 (also for no rule) and 双人 whatever their limit', () => {
    expect(ruleText(undefined)).toBe('单人');
    expect(ruleText({ mode: '0', threshold: 1n })).toBe('单人');
    expect(ruleText({ mode: '1', threshold: 1n })).toBe('双人');
  });
});

describe('relaxes: a change that lets some amount through with fewer approvals (issue 48 item 2)', () => {
  const named = (r: Rule | undefined) => (r ? `${r.mode}/${yuan(r.threshold)}` : 'none');
  const TABLE: Array<[Rule | undefined, Rule | undefined, boolean]> = [
    [undefined, undefined, false], [undefined, SINGLE, false], [undefined, DUAL, false], [undefined, multi('1.00'), false],
    [SINGLE, undefined, false], [DUAL, undefined, true], [multi('1.00'), undefined, true],
    [DUAL, SINGLE, true], [SINGLE, DUAL, false], [DUAL, { mode: '1', threshold: 1n }, false],
    [multi('50000.00'), DUAL, true], [DUAL, multi('50000.00'), false], [multi('50000.00'), SINGLE, true],
    [multi('50000.00'), multi('50000.01'), true], [multi('50000.00'), multi('49999.99'), false],
    [multi('50000.00'), multi('50000.00'), false], [multi('0.01'), multi('999999999999999.99'), true],
  ];
  it.each(TABLE.map(([from, to, relaxed]) => [named(from), named(to), relaxed, from, to] as const))('from %s to %s: %s', (_f, _t, relaxed, from, to) => {
    expect(relaxes(from, to)).toBe(relaxed);
  });

  // small limits so that a brute force over every amount up to past both is the oracle
  const mode = fc.constantFrom<Rule['mode']>('0', '1', '2');
  const rule = fc.option(fc.record({ mode, threshold: fc.bigInt(0n, 40n) }), { nil: undefined });
  const fewerSomewhere = (from: Rule | undefined, to: Rule | undefined) => {
    for (let amount = 0n; amount <= 42n; amount++) {
      if (approvalsFor(to, amount) < approvalsFor(from, amount)) return true;
    }
    return false;
  };

  it('is true exactly when some amount needs fewer approvals under the new rule', () => {
    fc.assert(fc.property(rule, rule, (from, to) => relaxes(from, to) === fewerSomewhere(from, to)), { numRuns: 2000 });
  });

  it('never relaxes a rule into itself, never both ways, and no rule is 单人', () => {
    fc.assert(fc.property(rule, rule, (a, b) => {
      expect(relaxes(a, a)).toBe(false);
      expect(relaxes(a, b) && relaxes(b, a)).toBe(false);
      expect(relaxes(undefined, b)).toBe(relaxes(NO_RULE, b));
      expect(relaxes(a, undefined)).toBe(relaxes(a, NO_RULE));
    }), { numRuns: 500 });
  });

  it('holds for limits as large as the contract allows', () => {
    const big = fc.record({ mode: fc.constant<Rule['mode']>('2'), threshold: fc.bigInt(1n, 99999999999999999n) });
    fc.assert(fc.property(big, big, (a, b) => relaxes(a, b) === (b.threshold > a.threshold)));
  });
});

describe('changeOf and checkedRule: what a rule change asks for, and whether the enterprise can give it (issue 48 item 2)', () => {
  const current = (rules: Partial<Record<RuleKind, Rule>>) => (kind: RuleKind) => rules[kind];

  it('reads autoModeUpdate and autoModeAdd into the new rule, autoModeDelete into none', () => {
    expect(changeOf('autoModeUpdate', update('transferSub', '1', '0.00'), current({ transferSub: multi('1.00') })))
      .toStrictEqual({ kind: 'transferSub', from: multi('1.00'), to: { mode: '1', threshold: 0n } });
    expect(changeOf('autoModeUpdate', update('investSub', '2', '0.01'), current({})))
      .toStrictEqual({ kind: 'investSub', from: undefined, to: { mode: '2', threshold: 1n } });
    expect(changeOf('autoModeAdd', update('paymentSub', '0', '1.00'), current({ transferSub: DUAL })))
      .toStrictEqual({ kind: 'paymentSub', from: undefined, to: { mode: '0', threshold: 100n } });
    expect(changeOf('autoModeDelete', { TRANS_KIND: 'transferSub' }, current({ transferSub: DUAL })))
      .toStrictEqual({ kind: 'transferSub', from: DUAL, to: undefined });
  });

  it('refuses a kind, a call, a mode or a limit that is not one', () => {
    const none = current({});
    expect(refused(() => changeOf('autoModeUpdate', update('transAuthSubmit', '1'), none)))
      .toEqual({ status: 'AU2015', message: '不支持设定授权规则的交易种类：transAuthSubmit' });
    expect(refused(() => changeOf('autoModeDelete', {}, none))).toEqual({ status: 'AU2015', message: '不支持设定授权规则的交易种类：undefined' });
    expect(refused(() => changeOf('transferSub', update('transferSub', '1'), none)))
      .toEqual({ status: 'AU2015', message: 'transferSub 不是授权规则的修改' });
    for (const mode of ['3', '', 1, undefined]) {
      expect(refused(() => changeOf('autoModeUpdate', update('transferSub', mode), none))).toEqual({ status: 'AU2015', message: '授权模式须为单人、双人或多级' });
    }
    expect(refused(() => changeOf('autoModeUpdate', update('transferSub', '2', '1'), none))).toEqual({ status: 'E0400', message: '金额格式不正确：1' });
    expect(refused(() => changeOf('autoModeUpdate', { TRANS_KIND: 'transferSub', AUTH_MODE: '1' }, none)).status).toBe('E0400');
    expect(refused(() => changeOf('autoModeUpdate', update('transferSub', '2', '0.00'), none)))
      .toEqual({ status: 'AU2014', message: '多级授权的金额界限须大于 0' });
    expect(changeOf('autoModeUpdate', update('transferSub', '1', '0.00'), none).to).toEqual({ mode: '1', threshold: 0n });
  });

  it('refuses to add a rule a kind has (AU2017) and to delete one it has not (AU2018)', () => {
    expect(refused(() => changeOf('autoModeAdd', update('transferSub', '1'), current({ transferSub: SINGLE }))))
      .toEqual({ status: 'AU2017', message: '该交易种类已有授权规则，请使用授权模式修改' });
    expect(refused(() => changeOf('autoModeDelete', { TRANS_KIND: 'transferSub' }, current({ batchTransferSub: DUAL }))))
      .toEqual({ status: 'AU2018', message: '该交易种类没有授权规则（即单人），无需删除' });
  });

  it('refuses 双人 and 多级 to an enterprise without approvers, 多级 without two of them one of level 2 (AU2016)', () => {
    const noApprover = { status: 'AU2016', message: '本企业尚无授权人员，请先在用户管理中设置授权人' };
    const noTwo = { status: 'AU2016', message: '多级授权需要至少两名授权人，其中至少一名二级授权人，请先在用户管理中设置' };
    const operatorOfLevel2: Actor = { ...maker, login: 'm2', level: '2' };
    expect(refused(() => checkedRule(DUAL, [maker, operatorOfLevel2]))).toEqual(noApprover);
    expect(refused(() => checkedRule(multi('1.00'), []))).toEqual(noApprover);
    expect(() => checkedRule(SINGLE, [maker])).not.toThrow();
    expect(() => checkedRule(undefined, [])).not.toThrow();
    expect(() => checkedRule(DUAL, [solo])).not.toThrow();
    expect(refused(() => checkedRule(multi('1.00'), [solo]))).toEqual(noTwo);
    expect(refused(() => checkedRule(multi('1.00'), [maker, operatorOfLevel2, checker1]))).toEqual(noTwo);
    expect(refused(() => checkedRule(multi('1.00'), [maker, checker2]))).toEqual(noTwo);
    expect(refused(() => checkedRule(multi('1.00'), [checker1, { ...checker2, level: '1' }]))).toEqual(noTwo);
    expect(() => checkedRule(multi('1.00'), [checker1, checker2])).not.toThrow();
    expect(() => checkedRule(multi('1.00'), [admin, admin2])).not.toThrow();
  });
});

describe('changeRule: tightening applies at once (issue 36; issue 48 item 2)', () => {
  it('sets a tighter rule for the administrator\'s own enterprise only, stamped, and says what changed', () => {
    clock = NOW + 5 * MINUTE;
    expect(changed(admin, update('transferSub', '2', '10000.00')).outcome).toStrictEqual({
      transStatus: '0', instrStatus: '0', hint: '单笔转账的授权模式已改为多级（10,000.00 元以上两级），此后提交的交易按新规则授权',
    });
    expect(bank.ruleOf(ORG_A, 'transferSub')).toStrictEqual({ mode: '2', threshold: 1000000n, updated: '2026-11-27 10:05:00' });
    expect(bank.ruleOf(ORG_B, 'transferSub')).toBeUndefined();
    expect(changed(solo, update('batchTransferSub', '0', '10.00')).outcome.hint).toBe('批量转账的授权模式已改为单人，此后提交的交易按新规则授权');
    expect(bank.ruleOf(ORG_B, 'batchTransferSub')).toStrictEqual({ mode: '0', threshold: 1000n, updated: '2026-11-27 10:05:00' });
    expect(changed(admin, update('repaymentSub', '1'), 'autoModeAdd').outcome.hint).toBe('贷款还款的授权模式已改为双人，此后提交的交易按新规则授权');
    expect(bank.ruleOf(ORG_A, 'repaymentSub')?.mode).toBe('1');
    expect([...bank.instructions.values()]).toStrictEqual([]);
  });

  it('deletes a 单人 rule at once: it relaxes nothing', () => {
    changed(solo, update('transferSub', '0'));
    expect(changed(solo, { TRANS_KIND: 'transferSub' }, 'autoModeDelete').outcome).toStrictEqual({
      transStatus: '0', instrStatus: '0', hint: '单笔转账的授权模式已改为单人，此后提交的交易按新规则授权',
    });
    expect(bank.ruleOf(ORG_B, 'transferSub')).toBeUndefined();
    expect(bank.rulesOf(ORG_B).size).toBe(0);
  });

  it('refuses to add a rule a kind has (AU2017), to delete one it has not (AU2018), keeping nothing', () => {
    // issue 48 item 2: add and delete are rule changes as update is
    expect(refused(() => changed(admin, update('transferSub', '1'), 'autoModeAdd')).status).toBe('AU2017');
    expect(refused(() => changed(admin, { TRANS_KIND: 'preTransferSub' }, 'autoModeDelete')).status).toBe('AU2018');
    expect(refused(() => changed(admin, update('transferSub', '1'), 'autoModeQry')).status).toBe('AU2015');
    expect(bank.ruleOf(ORG_A, 'transferSub')).toStrictEqual({ mode: '2', threshold: 5000000n });
    expect(bank.instructions.size).toBe(0);
  });

  it('refuses a rule the enterprise cannot give (AU2016), changing nothing', () => {
    const lone: Actor = { login: 'lone', name: '王芳', orgNo: 'ORG0000003', role: '1', level: '0' };
    for (const mode of ['1', '2']) expect(refused(() => changed(lone, update('transferSub', mode, '1.00'))).status).toBe('AU2016');
    expect(bank.ruleOf('ORG0000003', 'transferSub')).toBeUndefined();
    expect(refused(() => changed(solo, update('transferSub', '2', '1.00'))).status).toBe('AU2016');
    expect(bank.ruleOf(ORG_B, 'transferSub')).toBeUndefined();
  });

  it('keeps an instruction\'s approvals as given when the rule tightens after it', () => {
    const before = submit('60000.00'); // 多级: two
    const small = submit('100.00'); // 多级: one
    changed(admin, update('transferSub', '2', '10.00'));
    expect(bank.instructions.get(small.seq)?.required).toBe(1);
    expect(bank.decide({ AUTH_TYPE: '1', ORIG_TRANS_SEQ: small.seq, ACCT_NO: A1, PAYEE_ACCT_NO: EXT, PAYEE_ACCT_NAME: '杭州丙贸易有限公司', TRAN_AMT: '100.00' }, checker1, serial()).instrStatus).toBe('0');
    expect(bank.instructions.get(before.seq)?.required).toBe(2);
    expect(submit('100.00').outcome.hint).toBe('待授权：需 2 级授权，已授权 0 级；待 吴敏、郑强、周洁、何平 初审（共两级）');
  });

  it('rulesOf makes an enterprise\'s rule map once', () => {
    const map = bank.rulesOf('ORG0000009');
    expect(map.size).toBe(0);
    expect(bank.rulesOf('ORG0000009')).toBe(map);
    expect(bank.rulesOf(ORG_A).get('transferSub')).toStrictEqual({ mode: '2', threshold: 5000000n });
  });
});

describe('changeRule: a relaxation waits for another administrator\'s or a level-2 approver\'s review (issue 48 item 2)', () => {
  it('keeps the rule and makes an instruction in 待办 of the reviewers, with the change in words', () => {
    clock = NOW + MINUTE;
    const { seq, outcome } = changed(admin, { ...update('transferSub', '0'), TRANS_NAME: '授权模式修改' });
    const hint = '待复核：授权规则的放宽须由另一名企业管理员或二级授权人复核后生效；待 郑强、何平 复核';
    expect(outcome).toStrictEqual({ transStatus: '1', instrStatus: '1', hint });
    expect(bank.ruleOf(ORG_A, 'transferSub')).toStrictEqual({ mode: '2', threshold: 5000000n });
    expect(waitingChange(seq)).toStrictEqual({
      type: 'rule', seq, orgNo: ORG_A, operationId: 'autoModeUpdate', kind: 'authRule', name: '授权模式修改',
      change: { kind: 'transferSub', from: { mode: '2', threshold: 5000000n }, to: { mode: '0', threshold: 5000000n } },
      submitter: { login: 'dcadmin', name: '周洁' }, submitTime: '2026-11-27 10:01:00', status: '1', mode: '1', required: 1,
      approvals: [], decisions: [],
      history: [{ action: 'SUBMIT', actor: '周洁', time: '2026-11-27 10:01:00', note: '单笔转账：多级（50,000.00 元以上两级） → 单人' }],
    });
    const row = {
      TRANS_SEQ: seq, TRANS_NAME: '授权模式修改', CHANGE: '单笔转账：多级（50,000.00 元以上两级） → 单人',
      SUBMITTER: '周洁', SUBMIT_TIME: '2026-11-27 10:01:00', AUTH_PROGRESS: '0/1',
    };
    expect(backlogView(bank, checker2, {})).toStrictEqual([row]);
    expect(backlogView(bank, admin2, {})).toStrictEqual([row]);
    for (const notReviewer of [admin, checker1, maker, solo]) {
      expect(backlogView(bank, notReviewer, {})).toStrictEqual([]);
    }
    expect(instructionView(bank, admin, seq)).toMatchObject({
      TRANS_KIND: 'authRule', OPERATION_ID: 'autoModeUpdate', RULE_KIND: 'transferSub', OLD_RULE: '多级（50,000.00 元以上两级）', NEW_RULE: '单人',
      AUTH_HINT: hint, CAN_DECIDE: 'N', CAN_WITHDRAW: 'N', WHY_NOT: '不能复核本人提交的授权规则修改',
    });
    // a debit submitted meanwhile is under the rule in force
    expect(submit('60000.00').outcome.instrStatus).toBe('1');
  });

  it('names the change 授权规则修改 when the request does not, and a deletion as a change to 单人', () => {
    const { seq } = changed(admin, { TRANS_KIND: 'batchTransferSub' }, 'autoModeDelete');
    expect(waitingChange(seq)).toMatchObject({ name: '授权规则修改', operationId: 'autoModeDelete', change: { kind: 'batchTransferSub', to: undefined } });
    expect(instructionView(bank, checker2, seq)).toMatchObject({ RULE_KIND: 'batchTransferSub', OLD_RULE: '双人', NEW_RULE: '单人', CAN_DECIDE: 'Y' });
    expect(bank.ruleOf(ORG_A, 'batchTransferSub')?.mode).toBe('1');
  });

  it.each([
    ['a lower 多级 to a higher limit', update('transferSub', '2', '50000.01')],
    ['多级 to 双人', update('transferSub', '1')],
    ['a deletion', { TRANS_KIND: 'transferSub' }],
  ])('waits for %s', (_, request) => {
    const operationId = 'AUTH_MODE' in request ? 'autoModeUpdate' : 'autoModeDelete';
    expect(changed(admin, request, operationId).outcome.instrStatus).toBe('1');
    expect(bank.ruleOf(ORG_A, 'transferSub')).toStrictEqual({ mode: '2', threshold: 5000000n });
  });

  it('refuses a relaxation no one else could review (AU2016), keeping nothing', () => {
    changed(solo, update('transferSub', '1')); // tightening: at once
    expect(refused(() => changed(solo, { TRANS_KIND: 'transferSub' }, 'autoModeDelete')))
      .toEqual({ status: 'AU2016', message: '本企业没有可以复核授权规则放宽的另一名企业管理员或二级授权人，修改未受理' });
    expect(bank.ruleOf(ORG_B, 'transferSub')?.mode).toBe('1');
    expect(bank.instructions.size).toBe(0);
  });

  it('refuses a second change of the same kind while one waits (AU2019), not of another kind or enterprise', () => {
    changed(admin, update('transferSub', '1'));
    const again = { status: 'AU2019', message: '单笔转账已有一项待复核的授权规则修改，请待其复核后再改' };
    expect(refused(() => changed(admin, update('transferSub', '0')))).toEqual(again);
    expect(refused(() => changed(admin2, update('transferSub', '2', '1.00')))).toEqual(again); // tightening too
    expect(refused(() => changed(admin, { TRANS_KIND: 'transferSub' }, 'autoModeDelete'))).toEqual(again);
    expect(changed(admin, update('batchTransferSub', '0')).outcome.instrStatus).toBe('1');
    expect(changed(solo, update('transferSub', '1')).outcome.instrStatus).toBe('0');
    // once reviewed, the kind may change again
    const [first] = [...bank.instructions.keys()];
    bank.review(review(first ?? '', '双人'), checker2);
    expect(changed(admin, update('transferSub', '2', '1.00')).outcome.instrStatus).toBe('0');
  });
});

describe('review: the second person\'s decision on a relaxation (issue 48 item 2)', () => {
  it('同意 applies the new rule, stamped; the history and 已办 show it', () => {
    const { seq } = changed(admin, update('transferSub', '0'));
    clock = NOW + 2 * MINUTE;
    expect(bank.review(review(seq, '单人'), checker2)).toStrictEqual({
      transStatus: '0', instrStatus: '0', hint: '已同意，单笔转账的授权模式已改为单人',
    });
    expect(bank.ruleOf(ORG_A, 'transferSub')).toStrictEqual({ mode: '0', threshold: 5000000n, updated: '2026-11-27 10:02:00' });
    expect(waitingChange(seq)).toMatchObject({ status: '0', approvals: [{ login: 'checker2', name: '郑强' }] });
    expect(instructionView(bank, admin, seq)).toMatchObject({
      INSTR_STATUS: '0', AUTH_PROGRESS: '1/1',
      HISTORY: [
        { ACTION: 'SUBMIT', ACTOR: '周洁', TIME: '2026-11-27 10:00:00', NOTE: '单笔转账：多级（50,000.00 元以上两级） → 单人' },
        { ACTION: 'APPROVE', ACTOR: '郑强', TIME: '2026-11-27 10:02:00' },
        { ACTION: 'BOOK', ACTOR: '银行', TIME: '2026-11-27 10:02:00', NOTE: '新规则生效：单人' },
      ],
    });
    expect(haveDoneView(bank, checker2)).toStrictEqual([{
      TRANS_SEQ: seq, TRANS_NAME: '授权规则修改', SUBMITTER: '周洁', DECISION: '1', DECIDE_TIME: '2026-11-27 10:02:00', INSTR_STATUS: '0',
    }]);
    expect(submit('999999.00').outcome.instrStatus).toBe('0'); // 单人 now
    expect(refused(() => bank.review(review(seq, '单人'), admin2))).toEqual({ status: 'AU2005', message: '该笔交易已记账，不能再授权' });
  });

  it('同意 of a deletion removes the rule', () => {
    const { seq } = changed(admin, { TRANS_KIND: 'batchTransferSub' }, 'autoModeDelete');
    bank.review({ ORIG_TRANS_SEQ: seq, RULE_KIND: 'batchTransferSub', OLD_RULE: '双人', NEW_RULE: '单人', AUTH_TYPE: '1' }, admin2);
    expect(bank.ruleOf(ORG_A, 'batchTransferSub')).toBeUndefined();
    expect(bank.rulesOf(ORG_A).has('batchTransferSub')).toBe(false);
  });

  it('拒绝 needs a reason (AU2013) and keeps the rule', () => {
    const { seq } = changed(admin, update('transferSub', '1'));
    for (const reason of [undefined, ' 否 ']) {
      expect(refused(() => bank.review(review(seq, '双人', '2', { REJECT_REASON: reason }), checker2)))
        .toEqual({ status: 'AU2013', message: '拒绝时须填写拒绝理由（至少 2 个字）' });
    }
    expect(bank.review(review(seq, '双人', '2', { REJECT_REASON: '风险太大' }), checker2)).toStrictEqual({
      transStatus: '0', instrStatus: '5', hint: '已拒绝，规则不变；理由已告知提交人周洁',
    });
    expect(bank.ruleOf(ORG_A, 'transferSub')).toStrictEqual({ mode: '2', threshold: 5000000n });
    expect(waitingChange(seq)).toMatchObject({ status: '5', rejectReason: '风险太大', approvals: [] });
    expect(submit('60000.00').outcome.hint).toContain('需 2 级授权');
  });

  it('refuses values that are not the waiting change\'s (AU2007), an unknown decision (AU2015)', () => {
    const { seq } = changed(admin, update('transferSub', '1'));
    const notSame = { status: 'AU2007', message: '复核信息（交易种类、原规则或新规则）与待复核的修改不符，未受理' };
    expect(refused(() => bank.review(review(seq, '单人'), checker2))).toEqual(notSame);
    expect(refused(() => bank.review(review(seq, '双人', '1', { RULE_KIND: 'batchTransferSub' }), checker2))).toEqual(notSame);
    expect(refused(() => bank.review(review(seq, '双人', '1', { OLD_RULE: '单人' }), checker2))).toEqual(notSame);
    expect(refused(() => bank.review(review(seq, '双人', '0'), checker2))).toEqual({ status: 'AU2015', message: '复核决定须为同意或拒绝' });
    expect(refused(() => bank.review({ ...review(seq, '双人'), AUTH_TYPE: undefined }, checker2))).toEqual({ status: 'AU2015', message: '复核决定须为同意或拒绝' });
    expect(bank.ruleOf(ORG_A, 'transferSub')?.mode).toBe('2');
    expect(waitingChange(seq)).toMatchObject({ status: '1', approvals: [], decisions: [] });
  });

  it('refuses the submitter (AU2002), an approver of level 1 who is not an administrator (AU2020), another enterprise (AU2010)', () => {
    const { seq } = changed(admin, update('transferSub', '1'));
    expect(refused(() => bank.review(review(seq, '双人'), admin))).toEqual({ status: 'AU2002', message: '不能复核本人提交的授权规则修改' });
    const notReviewer = { status: 'AU2020', message: '授权规则的放宽须由另一名企业管理员或二级授权人复核' };
    expect(refused(() => bank.review(review(seq, '双人'), checker1))).toEqual(notReviewer);
    expect(refused(() => bank.review(review(seq, '双人'), maker))).toEqual(notReviewer);
    expect(refused(() => bank.review(review(seq, '双人'), solo))).toEqual({ status: 'AU2010', message: `原交易 ${seq} 不存在或不属于当前企业` });
    expect(bank.ruleOf(ORG_A, 'transferSub')?.mode).toBe('2');
    // the second administrator (an approver of level 1) may
    expect(bank.review(review(seq, '双人'), admin2).instrStatus).toBe('0');
    expect(bank.ruleOf(ORG_A, 'transferSub')?.mode).toBe('1');
  });

  it('a review is not an approval and an approval is not a review (AU2008)', () => {
    const change = changed(admin, update('transferSub', '1'));
    const debit = submit('100.00');
    expect(refused(() => bank.decide({ AUTH_TYPE: '1', ORIG_TRANS_SEQ: change.seq }, checker2, serial())))
      .toEqual({ status: 'AU2008', message: '该指令是授权规则的修改，请在待办事项中复核' });
    expect(refused(() => bank.decide({ AUTH_TYPE: '0', ORIG_TRANS_SEQ: change.seq }, admin, serial()))).toMatchObject({ status: 'AU2008' });
    expect(refused(() => bank.review({ ...review(debit.seq, '双人'), AUTH_TYPE: '1' }, checker2)))
      .toEqual({ status: 'AU2008', message: '该指令不是授权规则的修改，请在授权中处理' });
    expect(refused(() => bank.review(review('T9', '双人'), checker2))).toEqual({ status: 'AU2010', message: '原交易 T9 不存在或不属于当前企业' });
    expect(waitingChange(change.seq).status).toBe('1');
  });

  it('an instruction submitted before a relaxation keeps the approvals it was given', () => {
    const before = submit('60000.00'); // 多级: two
    const { seq } = changed(admin, update('transferSub', '0'));
    bank.review(review(seq, '单人'), admin2);
    expect(submit('60000.00').outcome.instrStatus).toBe('0');
    expect(instructionView(bank, maker, before.seq)).toMatchObject({ INSTR_STATUS: '1', AUTH_MODE: '2', AUTH_PROGRESS: '0/2' });
    const values = { AUTH_TYPE: '1', ORIG_TRANS_SEQ: before.seq, ACCT_NO: A1, PAYEE_ACCT_NO: EXT, PAYEE_ACCT_NAME: '杭州丙贸易有限公司', TRAN_AMT: '60000.00' };
    expect(bank.decide(values, checker1, serial()).instrStatus).toBe('1');
    expect(bank.decide(values, checker2, serial()).instrStatus).toBe('0');
  });
});
