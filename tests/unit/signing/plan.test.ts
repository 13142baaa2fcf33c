// The signing plan (src/signing/plan.ts): service code, rows and text from an operation and its
// values, as the portal and the mock gateway both build it. spec 000 §7, spec 001 §3, §7.
import { describe, expect, it } from 'vitest';
import { signing } from '../../../src/api/generated/signing.ts';
import { signingEntry } from '../../../src/signing/catalogue.ts';
import { domainOf, LOGIN_OPERATIONS, planFor, planForPath } from '../../../src/signing/plan.ts';
import { SINGLE_TRANSFER } from '../../support/transfer.ts';

const transfer = SINGLE_TRANSFER;

describe('planFor (spec 001 §3: rows in order, raw values after #)', () => {
  it('builds the transfer\'s service code, rows and text', () => {
    const outcome = planFor('transferSub', transfer);
    if (!('plan' in outcome)) throw new Error(outcome.message);
    const { plan } = outcome;
    const entry = signingEntry('transferSub');
    expect(plan).toMatchObject({ operationId: 'transferSub', path: '/api/transfer/transferSub', domain: 'TX', entry });
    expect(plan.serviceCode).toBe(entry && 'default' in entry.serviceCode ? entry.serviceCode.default : 'none');
    expect(plan.rows.map((r) => r.field)).toEqual(entry?.confirm.map((r) => r.field));
    const shown = plan.rows.map((r) => `|${r.shown}`).join('');
    const raw = plan.rows.filter((r) => r.raw !== undefined).map((r) => `|${r.raw ?? ''}`).join('');
    expect(plan.text).toBe(`EIS/1 TX ${plan.serviceCode}${shown}#${raw}`);
    expect(plan.text).toContain('|12,500.00（壹万贰仟伍佰元整）');
    expect(plan.text.endsWith('|12500.00')).toBe(true);
  });

  it('changes the text when a signed value changes (the amount)', () => {
    const a = planFor('transferSub', transfer);
    const b = planFor('transferSub', { ...transfer, TRAN_AMT: '12500.01' });
    expect('plan' in a && 'plan' in b && a.plan.text !== b.plan.text).toBe(true);
  });

  it('selects transAuthSubmit\'s code by AUTH_TYPE (spec 000 §7)', () => {
    const approval = { AUTH_TYPE: '1', TRANS_NAME: '授权交易', ORIG_TRANS_SEQ: 'T2026112210302200017', ACCT_NO: '6230910000012345678', TRAN_AMT: '5000.00' };
    const codes = ['1', '2', '0'].map((t) => {
      const outcome = planFor('transAuthSubmit', { ...approval, AUTH_TYPE: t });
      return 'plan' in outcome ? outcome.plan.serviceCode : outcome.message;
    });
    const entry = signingEntry('transAuthSubmit');
    expect(codes).toEqual(['1', '2', '0'].map((t) => (entry && 'codes' in entry.serviceCode ? entry.serviceCode.codes[t] : '')));
  });

  it.each([
    ['a call without a signature', 'menuListQry', {}, 'notSigned', '交易 menuListQry 不在签名目录中，无法签名'],
    ['an unknown operation', 'noSuchOperation', {}, 'notSigned', '交易 noSuchOperation 不在签名目录中，无法签名'],
    ['no AUTH_TYPE', 'transAuthSubmit', { TRANS_NAME: 'x' }, 'noServiceCode', '无法确定服务码：AUTH_TYPE 未填写或不在签名目录中'],
    ['a missing row', 'transferSub', { ...transfer, PAYEE_ACCT_NAME: undefined }, 'missingField', '确认信息缺少“收款户名”（PAYEE_ACCT_NAME），无法签名'],
  ] as const)('refuses %s with a Chinese message', (_name, operationId, values, problem, message) => {
    expect(planFor(operationId, values)).toMatchObject({ problem: { problem }, message });
  });

  it('names the selector field in a service-code problem (by path too)', () => {
    const problem = { problem: 'noServiceCode', field: 'AUTH_TYPE' };
    expect(planFor('transAuthSubmit', { AUTH_TYPE: '9' })).toEqual({ problem, message: '无法确定服务码：AUTH_TYPE 未填写或不在签名目录中' });
    expect(planForPath('/api/auth/transAuthSubmit', {})).toEqual({ problem, message: '无法确定服务码：AUTH_TYPE 未填写或不在签名目录中' });
  });

  it('gives the same plan by path as by operationId', () => {
    expect(planForPath('/api/transfer/transferSub', transfer)).toEqual(planFor('transferSub', transfer));
    expect(planForPath('/api/menu/menuListQry', {})).toMatchObject({ problem: { problem: 'notSigned' } });
  });
});

describe('the domain of each entry (a login text never passes for a transaction text)', () => {
  it.each(Object.values(signing).map((e) => [e.operationId, LOGIN_OPERATIONS.has(e.operationId) ? 'LOGIN' : 'TX'] as const))(
    '%s signs in the %s domain',
    (operationId, domain) => {
      const entry = signingEntry(operationId);
      expect(entry && domainOf(entry)).toBe(domain);
    },
  );

  it('signs key login in the LOGIN domain, over the challenge', () => {
    const outcome = planFor('ukeyLogin', { CERT_SN: '5EED000000000123', CHALLENGE_ID: 'CH1234567890', CHALLENGE: 'k3Jd9QxL2mVw7TzA8bNc4RfY' });
    if (!('plan' in outcome)) throw new Error(outcome.message);
    expect(outcome.plan.text).toBe(`EIS/1 LOGIN ${outcome.plan.serviceCode}|5EED000000000123|k3Jd9QxL2mVw7TzA8bNc4RfY#|k3Jd9QxL2mVw7TzA8bNc4RfY`);
  });

  it('has both login entries of spec 001 §7 in the catalogue', () => {
    for (const operationId of LOGIN_OPERATIONS) expect(signingEntry(operationId)).toBeDefined();
  });
});
