// Separation of duties on their own (issue 36, 48; spec 000 §1, operators and approvers): who may
// approve, reject, review or withdraw an instruction now, why not (the gateway's refusal code and its
// message), who may take the next step and the hint that names them. Pure: an instruction and people in.
import { describe, expect, it } from 'vitest';
import { finalApprovers, hintOf, reviews, STATUS_WORDS, waitingFor, whyNot, whyNotWithdraw } from '@mock/bank/duties.ts';
import type { Actor, DebitInstruction, InstrStatus, RuleInstruction } from '@mock/bank/types.ts';

const ORG_A = 'ORG0000001';
const ORG_B = 'ORG0000002';

const maker: Actor = { login: 'maker', name: '钱伟', orgNo: ORG_A, role: '1', level: '0' };
const checker1: Actor = { login: 'checker1', name: '吴敏', orgNo: ORG_A, role: '2', level: '1' };
const checker2: Actor = { login: 'checker2', name: '郑强', orgNo: ORG_A, role: '2', level: '2' };
const admin: Actor = { login: 'dcadmin', name: '周洁', orgNo: ORG_A, role: '3', level: '2', admin: true };
const admin2: Actor = { login: 'dcadmin2', name: '何平', orgNo: ORG_A, role: '2', level: '1', admin: true };
/** Another enterprise's approver of level 2. */
const other: Actor = { login: 'other', name: '孙立', orgNo: ORG_B, role: '3', level: '2', admin: true };
const PEOPLE = [maker, checker1, checker2, admin, admin2, other];

const debit = (extra: Partial<DebitInstruction> = {}): DebitInstruction => ({
  type: 'debit', seq: 'T1', orgNo: ORG_A, operationId: 'transferSub', kind: 'transferSub', name: '单笔转账',
  acctNo: '6230910000011111111', acctName: '浙江甲科技有限公司', payeeName: '杭州丙贸易有限公司', amount: 6000000n, currency: 'CNY',
  submitter: { login: 'maker', name: '钱伟' }, submitTime: '2026-11-27 10:00:00', status: '1', mode: '2', required: 2,
  approvals: [], decisions: [], history: [], ...extra,
});
const approvedBy = (...actors: Actor[]) => actors.map((a) => ({ login: a.login, name: a.name }));

const change = (extra: Partial<RuleInstruction> = {}): RuleInstruction => ({
  type: 'rule', seq: 'R1', orgNo: ORG_A, operationId: 'autoModeUpdate', kind: 'authRule', name: '授权规则修改',
  change: { kind: 'transferSub', from: { mode: '2', threshold: 5000000n }, to: undefined },
  submitter: { login: 'dcadmin', name: '周洁' }, submitTime: '2026-11-27 10:00:00', status: '1', mode: '1', required: 1,
  approvals: [], decisions: [], history: [], ...extra,
});

const code = (why: { status: string } | undefined) => why?.status;

describe('reviews: who may review a relaxed rule (issue 48 item 2; docs/dual-control.md)', () => {
  it.each([
    ['1', '2', true, false], ['1', '0', false, false], ['2', '0', false, false], ['2', '1', false, false],
    ['2', '2', false, true], ['2', '0', true, true], ['3', '2', false, true], ['3', '1', true, true], ['3', '1', false, false],
  ] as const)('role %s, level %s, administrator %s: %s', (role, level, isAdmin, may) => {
    expect(reviews({ ...maker, role, level, admin: isAdmin })).toBe(may);
  });

  it('takes an actor without the administrator flag as no administrator', () => {
    expect(reviews({ login: 'x', name: 'x', orgNo: ORG_A, role: '2', level: '1' })).toBe(false);
  });
});

describe('whyNot: an approval or a rejection (issue 36; spec 000 §1)', () => {
  it('refuses another enterprise first (AU2010), then a decided instruction, naming its status (AU2005)', () => {
    expect(whyNot(debit({ status: '0' }), other, PEOPLE)).toEqual({ status: 'AU2010', message: '原交易不存在或不属于当前企业' });
    const words: Record<InstrStatus, string> = { 0: '已记账', 1: '待授权', 2: '处理中', 3: '已失败', 4: '已撤销', 5: '已拒绝' };
    expect(STATUS_WORDS).toEqual(words);
    for (const status of ['0', '2', '3', '4', '5'] as const) {
      expect(whyNot(debit({ status }), maker, PEOPLE)).toEqual({ status: 'AU2005', message: `该笔交易${words[status]}，不能再授权` });
    }
  });

  it('refuses an operator (AU2006) before their own instruction, the submitter (AU2002), a second approval (AU2003)', () => {
    expect(whyNot(debit(), maker, PEOPLE)).toEqual({ status: 'AU2006', message: '您不是授权人员，不能授权交易' });
    expect(whyNot(debit({ submitter: { login: 'dcadmin', name: '周洁' } }), admin, PEOPLE))
      .toEqual({ status: 'AU2002', message: '不能授权本人提交的交易' });
    expect(whyNot(debit({ approvals: approvedBy(checker1) }), checker1, PEOPLE))
      .toEqual({ status: 'AU2003', message: '您已授权过该笔交易，不能重复授权' });
    expect(whyNot(debit({ required: 1, mode: '1' }), checker1, PEOPLE)).toBeUndefined();
  });

  it('keeps the 终审 of a two-level instruction for level 2 (AU2004)', () => {
    const tooLow = { status: 'AU2004', message: '该笔交易超过多级授权金额界限，终审须由二级授权人授权，您的授权级别不足' };
    const second = debit({ approvals: approvedBy(checker2) });
    expect(whyNot(second, checker1, PEOPLE)).toEqual(tooLow);
    expect(whyNot(second, admin2, PEOPLE)).toEqual(tooLow);
    expect(whyNot(second, { ...checker1, login: 'c0', level: '0' }, PEOPLE)).toEqual(tooLow);
    expect(whyNot(second, admin, PEOPLE)).toBeUndefined();
    // one approval needed: any level gives it, the last and only step
    expect(whyNot(debit({ required: 1, mode: '2', amount: 100n }), checker1, [checker1])).toBeUndefined();
  });

  it('keeps the only level-2 approver who could give the 终审 from the first step (AU2004)', () => {
    const stuck = { status: 'AU2004', message: '该笔交易需两级授权，您是唯一能终审的二级授权人，请由其他授权人初审' };
    const byAdmin = debit({ submitter: { login: 'dcadmin', name: '周洁' } });
    expect(whyNot(byAdmin, checker2, PEOPLE)).toEqual(stuck);
    expect(whyNot(byAdmin, checker1, PEOPLE)).toBeUndefined();
    // the maker's: the other level-2 approver could give the 终审
    expect(whyNot(debit(), checker2, PEOPLE)).toBeUndefined();
    expect(whyNot(debit(), checker2, [maker, checker1, checker2])).toEqual(stuck);
    // a level-2 approver of another enterprise does not count
    expect(whyNot(debit(), checker2, [maker, checker2, other])).toEqual(stuck);
    // the first of one is not the first of two: no 终审 to keep
    expect(whyNot(debit({ required: 1 }), checker2, [maker, checker2])).toBeUndefined();
  });
});

describe('whyNot: a review of a relaxed rule (issue 48 item 2)', () => {
  it('refuses the submitter (AU2002), then anyone who does not review (AU2020)', () => {
    expect(whyNot(change(), admin, PEOPLE)).toEqual({ status: 'AU2002', message: '不能复核本人提交的授权规则修改' });
    const notReviewer = { status: 'AU2020', message: '授权规则的放宽须由另一名企业管理员或二级授权人复核' };
    expect(whyNot(change(), checker1, PEOPLE)).toEqual(notReviewer);
    expect(whyNot(change(), maker, PEOPLE)).toEqual(notReviewer);
    expect(whyNot(change(), checker2, PEOPLE)).toBeUndefined();
    expect(whyNot(change(), admin2, PEOPLE)).toBeUndefined();
    // another administrator who is an operator only does not review
    expect(whyNot(change(), { ...admin2, login: 'op', role: '1', level: '2' }, PEOPLE)).toEqual(notReviewer);
  });

  it('refuses another enterprise (AU2010) and a reviewed change (AU2005) first', () => {
    expect(code(whyNot(change(), other, PEOPLE))).toBe('AU2010');
    expect(whyNot(change({ status: '5' }), checker2, PEOPLE)).toEqual({ status: 'AU2005', message: '该笔交易已拒绝，不能再授权' });
  });
});

describe('whyNotWithdraw: only the submitter, before any approval (issue 36, 48)', () => {
  it('refuses with AU2011 and says why, in this order', () => {
    expect(whyNotWithdraw(debit({ status: '0' }), other)).toEqual({ status: 'AU2011', message: '原交易不存在或不属于当前企业' });
    expect(whyNotWithdraw(change(), admin)).toEqual({ status: 'AU2011', message: '授权规则的修改不能撤销，复核人可以拒绝' });
    expect(whyNotWithdraw(debit({ status: '0' }), checker1)).toEqual({ status: 'AU2011', message: '只能撤销本人提交的交易' });
    expect(whyNotWithdraw(debit({ status: '3', approvals: approvedBy(checker1) }), maker))
      .toEqual({ status: 'AU2011', message: '该笔交易已失败，不能撤销' });
    expect(whyNotWithdraw(debit({ approvals: approvedBy(checker1) }), maker))
      .toEqual({ status: 'AU2011', message: '该笔交易已有授权人授权，不能撤销' });
    expect(whyNotWithdraw(debit(), maker)).toBeUndefined();
  });
});

describe('finalApprovers, waitingFor and hintOf: who takes the next step (issue 36, 48)', () => {
  it('finds the level-2 approvers of the enterprise other than the first and the submitter', () => {
    expect(finalApprovers(debit(), 'checker1', PEOPLE)).toEqual([checker2, admin]);
    expect(finalApprovers(debit(), 'checker2', PEOPLE)).toEqual([admin]);
    expect(finalApprovers(debit({ submitter: { login: 'dcadmin', name: '周洁' } }), 'checker2', PEOPLE)).toEqual([]);
    expect(finalApprovers(debit(), 'checker1', [{ ...checker2, role: '1' }, { ...admin, orgNo: ORG_B }])).toEqual([]);
  });

  it('names who may decide now and which step, or who may review', () => {
    expect(waitingFor(debit(), PEOPLE)).toEqual([checker1, checker2, admin, admin2]);
    expect(hintOf(debit(), PEOPLE)).toBe('待授权：需 2 级授权，已授权 0 级；待 吴敏、郑强、周洁、何平 初审（共两级）');
    const second = debit({ approvals: approvedBy(checker1) });
    expect(waitingFor(second, PEOPLE)).toEqual([checker2, admin]);
    expect(hintOf(second, PEOPLE)).toBe('待授权：需 2 级授权，已授权 1 级；待 郑强、周洁 终审（二级）');
    expect(hintOf(debit({ required: 1, mode: '1' }), PEOPLE)).toBe('待授权：需 1 级授权，已授权 0 级；待 吴敏、郑强、周洁、何平 授权');
    expect(waitingFor(change(), PEOPLE)).toEqual([checker2, admin2]);
    expect(hintOf(change(), PEOPLE)).toBe('待复核：授权规则的放宽须由另一名企业管理员或二级授权人复核后生效；待 郑强、何平 复核');
    expect(waitingFor(debit({ orgNo: ORG_B, submitter: { login: 'x', name: 'x' } }), PEOPLE)).toEqual([]);
  });
});
