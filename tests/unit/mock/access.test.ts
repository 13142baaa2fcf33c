// Who may call what at the mock gateway (issue 48 item 1; spec 000 §1, §5, §6): each operation's
// x-eis-access (levels, administrator only, operator or approver role, or the role a request field
// selects) read from the contract's generated table, then the menus the call hangs under (issue 39).
// AU2001, an approver-only user submitting a debit, is refused here, before the bank (it was the
// bank's submit before issue 48).
import { describe, expect, it } from 'vitest';
import { access, debits } from '@/api/generated/policy.ts';
import { hasRole, roleFor } from '@/protocol/roles.ts';
import { denial, hasRole as reExported } from '@mock/access/access.ts';
import { type Persona, personaByLogin } from '@mock/personas.ts';

function persona(login: string): Persona {
  const found = personaByLogin(login);
  if (!found) throw new Error(`no persona ${login}`);
  return found;
}
const at = (login: string, level: Persona['user']['USER_INDVATTELVL']): Persona => {
  const p = persona(login);
  return { ...p, user: { ...p.user, USER_INDVATTELVL: level } };
};

const AU2001 = { status: 'AU2001', message: '您是授权人员，不能经办（提交）交易，请由经办人员提交' };
const AU2006 = { status: 'AU2006', message: '您不是授权人员，不能授权交易' };
const ADMIN_ONLY = { status: 'AU0403', message: '企业管理仅限企业管理员办理' };

describe('hasRole and roleFor: operators and approvers by the contract (issue 48 item 1)', () => {
  it.each([
    ['1', 'operator', true], ['1', 'approver', false], ['2', 'operator', false], ['2', 'approver', true],
    ['3', 'operator', true], ['3', 'approver', true], [undefined, 'operator', false], [undefined, 'approver', false],
    ['0', 'operator', false], ['', 'approver', false],
  ] as const)('AUTH_ROLE %s holds %s: %s', (authRole, role, holds) => {
    expect(hasRole(authRole, role)).toBe(holds);
    expect(reExported(authRole, role)).toBe(holds);
  });

  it('reads the role a call needs, or the one its selector field picks', () => {
    expect(roleFor(undefined, {})).toBeUndefined();
    expect(roleFor({ levels: ['A3S'] }, {})).toBeUndefined();
    expect(roleFor(access.transferSub, {})).toBe('operator');
    expect(roleFor(access.authRuleReview, {})).toBe('approver');
    const decision = access.transAuthSubmit;
    expect(roleFor(decision, { AUTH_TYPE: '0' })).toBe('operator');
    expect(roleFor(decision, { AUTH_TYPE: '1' })).toBe('approver');
    expect(roleFor(decision, { AUTH_TYPE: '2' })).toBe('approver');
    for (const value of ['3', '', 'toString', 1, undefined]) expect(roleFor(decision, { AUTH_TYPE: value })).toBeUndefined();
  });
});

describe('denial: levels, administrator only, role, then menus (issue 48 item 1; spec 000 §5, §6)', () => {
  it('refuses a level the call does not allow: SG0003 for a signed call, AU0403 otherwise', () => {
    expect(denial('transferSub', persona('a2'), {}, true))
      .toEqual({ status: 'SG0003', message: '您的认证级别（A2）不能办理需U盾签名的交易，请联系企业管理员' });
    expect(denial('transferSub', persona('a3'), {}, false))
      .toEqual({ status: 'AU0403', message: '您的认证级别（A3）不能办理此业务，请联系企业管理员' });
    expect(denial('accountListQry', persona('a3p'), {}, false))
      .toEqual({ status: 'AU0403', message: '您的认证级别（A3P）不能办理此业务，请联系企业管理员' });
    expect(denial('accountListQry', persona('a3s'), {}, false)).toBeUndefined();
    // the level first: an approver of too low a level is refused for the level
    expect(denial('transferSub', at('checker1', 'A3'), {}, true)?.status).toBe('SG0003');
  });

  it('keeps administrator-only calls for the company administrator (AU0403), before the role', () => {
    expect(denial('enterpriseUserListQry', persona('a3sp'), {}, false)).toEqual(ADMIN_ONLY);
    expect(denial('enterpriseUserListQry', persona('admin'), {}, false)).toBeUndefined();
    expect(denial('autoModeUpdate', persona('checker2'), {}, true)).toEqual(ADMIN_ONLY);
    expect(denial('autoModeUpdate', persona('maker'), {}, true)).toEqual(ADMIN_ONLY);
    expect(denial('autoModeUpdate', persona('dcadmin'), {}, true)).toBeUndefined();
    expect(denial('autoModeDelete', persona('dcadmin'), {}, true)).toBeUndefined();
    // the second administrator approves only: it reviews rule changes, it does not make them
    expect(denial('autoModeAdd', persona('dcadmin2'), {}, true)).toEqual(AU2001);
  });

  it('refuses an approver-only user who submits a debit (AU2001), 资金监管 included', () => {
    for (const approver of ['checker1', 'checker2', 'dcadmin2']) {
      expect(denial('transferSub', persona(approver), {}, true)).toEqual(AU2001);
      expect(denial('regulatedTransfer', persona(approver), {}, true)).toEqual(AU2001);
    }
    expect(denial('transferSub', persona('maker'), {}, true)).toBeUndefined();
    expect(denial('regulatedTransfer', persona('dcadmin'), {}, true)).toBeUndefined();
  });

  it('refuses every debiting call of the contract to an approver-only user', () => {
    const checker = persona('checker1');
    const refusedTo = Object.keys(debits).filter((operationId) => denial(operationId, checker, {}, true)?.status === 'AU2001');
    expect(refusedTo).toEqual(Object.keys(debits));
    expect(refusedTo.length).toBeGreaterThan(40);
  });

  it('lets an approver decide and an operator withdraw (transAuthSubmit\'s AUTH_TYPE selects the role)', () => {
    const checker = persona('checker1');
    const maker = persona('maker');
    expect(denial('transAuthSubmit', checker, { AUTH_TYPE: '1' }, true)).toBeUndefined();
    expect(denial('transAuthSubmit', checker, { AUTH_TYPE: '2' }, true)).toBeUndefined();
    expect(denial('transAuthSubmit', checker, { AUTH_TYPE: '0' }, true)).toEqual(AU2001);
    expect(denial('transAuthSubmit', maker, { AUTH_TYPE: '1' }, true)).toEqual(AU2006);
    expect(denial('transAuthSubmit', maker, { AUTH_TYPE: '2' }, true)).toEqual(AU2006);
    expect(denial('transAuthSubmit', maker, { AUTH_TYPE: '0' }, true)).toBeUndefined();
    // no decision named: the bank refuses it (AU2015), the gateway does not guess a role
    expect(denial('transAuthSubmit', maker, {}, true)).toBeUndefined();
    expect(denial('authRuleReview', maker, {}, true)).toEqual(AU2006);
    expect(denial('authRuleReview', persona('checker1'), {}, true)).toBeUndefined();
  });

  it('refuses a call none of whose menus the persona may open (MN0403), naming at most three', () => {
    const a3p = persona('a3p');
    expect(denial('transferSub', a3p, {}, true))
      .toEqual({ status: 'MN0403', message: '您没有该业务所在菜单（单笔转账、使用模板转账）的操作权限，请联系企业管理员' });
    expect(denial('billAcceptApplySub', a3p, {}, true))
      .toEqual({ status: 'MN0403', message: '您没有该业务所在菜单（出票申请、商票出票申请、提示承兑）的操作权限，请联系企业管理员' });
    expect(denial('billIssueSub', a3p, {}, true))
      .toEqual({ status: 'MN0403', message: '您没有该业务所在菜单（出票、出票申请、商票出票等）的操作权限，请联系企业管理员' });
    expect(denial('transferSub', persona('a3sp'), {}, true)).toBeUndefined();
    // the role first: an approver-only a3p is refused for the role
    expect(denial('transferSub', { ...a3p, role: '2' }, {}, true)).toEqual(AU2001);
  });

  it('lets anyone call what the contract does not restrict', () => {
    expect(denial('notAnOperation', persona('a2'), {}, false)).toBeUndefined();
    expect(denial('menuListQry', persona('a2'), {}, false)).toBeUndefined();
  });
});
