// The signing plan (src/protocol/signing/plan.ts): service code, rows and text from an operation and its
// values, as the portal and the mock gateway both build it. spec 000 §7, spec 001 §3, §7.
import { describe, expect, it } from 'vitest';
import { signing } from '@/api/generated/signing.ts';
import { requestFields, signedCalls, signingEntry } from '@/protocol/signing/catalogue.ts';
import { domainOf, freshnessOf, LOGIN_OPERATIONS, planFor, planForPath, textOf } from '@/protocol/signing/plan.ts';
import type { Freshness } from '@/protocol/signing/text.ts';
import { SINGLE_TRANSFER } from '../../support/transfer.ts';

const transfer = SINGLE_TRANSFER;
const FRESH: Freshness = { challengeId: 'TC0A1B2C3D', challenge: 'kQ3vZ8pLm2xR7tYw9nB4', idempotencyKey: 'EIS-abababababababababababababababab' };

describe('planFor (spec 001 §3: rows in order, raw values after #)', () => {
  it('builds the transfer\'s service code, rows and text', () => {
    const outcome = planFor('transferSub', transfer);
    if (!('plan' in outcome)) throw new Error(outcome.message);
    const { plan } = outcome;
    const entry = signingEntry('transferSub');
    expect(plan).toMatchObject({ operationId: 'transferSub', path: '/api/transfer/transferSub', domain: 'TX', entry });
    expect(plan.serviceCode).toBe(entry && 'default' in entry.serviceCode ? entry.serviceCode.default : 'none');
    expect(plan.rows.map((r) => r.field)).toEqual([...(entry?.confirm.map((r) => r.field) ?? []), 'CURRENCY']);
    const shown = plan.rows.map((r) => `|${r.shown}`).join('');
    const raw = plan.rows.filter((r) => r.raw !== undefined).map((r) => `|${r.raw ?? ''}`).join('');
    const text = textOf(plan, FRESH);
    expect(text).toBe(`EIS/2 TX ${FRESH.challengeId} ${FRESH.challenge} ${FRESH.idempotencyKey} ${plan.serviceCode}${shown}#${raw}`);
    expect(text).toContain('|12,500.00（壹万贰仟伍佰元整）');
    expect(text.endsWith('|12500.00')).toBe(true);
  });

  it('changes the text when a signed value changes (the amount)', () => {
    const a = planFor('transferSub', transfer);
    const b = planFor('transferSub', { ...transfer, TRAN_AMT: '12500.01' });
    expect('plan' in a && 'plan' in b && textOf(a.plan, FRESH) !== textOf(b.plan, FRESH)).toBe(true);
  });

  it('shows and signs 用途/附言 after the catalogue\'s rows, labelled from the contract', () => {
    const outcome = planFor('transferSub', { ...transfer, REMARK: '货款' });
    if (!('plan' in outcome)) throw new Error(outcome.message);
    const catalogue = signingEntry('transferSub')?.confirm.map((r) => r.field) ?? [];
    expect(outcome.plan.rows.map((r) => r.field)).toEqual([...catalogue, 'CURRENCY', 'REMARK']);
    expect(outcome.plan.rows.slice(-2)).toEqual([
      { label: '币种', field: 'CURRENCY', shown: '人民币' },
      { label: '用途/附言', field: 'REMARK', shown: '货款' },
    ]);
    expect(textOf(outcome.plan, FRESH)).toContain('|人民币|货款#|');
  });

  it('adds no row for a field left empty, and refuses a field that is not the call\'s own', () => {
    const empty = planFor('transferSub', { ...transfer, REMARK: '' });
    expect('plan' in empty && empty.plan.rows.some((r) => r.field === 'REMARK')).toBe(false);
    expect(planFor('transferSub', { ...transfer, DISCOUNT: '1' })).toEqual({
      problem: { problem: 'foreignField', fields: ['DISCOUNT'] },
      message: '请求含有确认信息之外的字段（DISCOUNT），无法签名',
    });
    // the common and signature fields are not the call's own, and not foreign either
    const sent = { ...transfer, H_MENU_ID: '', H_CHNL_ID: 'ET', CLIENT_MAC: '', CLIENT_IP: '', SIGN_DATA: 'x', CERT_SN: 'y', SERVICE_CODE: '1', IDEMPOTENCY_KEY: 'k', CHALLENGE_ID: 'c', CHALLENGE: 'v' };
    expect(planFor('transferSub', sent)).toEqual(planFor('transferSub', transfer));
  });

  it('refuses a transaction text without its freshness, and a login text with one', () => {
    const tx = planFor('transferSub', transfer);
    const login = planFor('ukeyLogin', { CERT_SN: '5EED000000000123', CHALLENGE_ID: 'CH1234567890', CHALLENGE: 'k3Jd9QxL2mVw7TzA8bNc4RfY' });
    if (!('plan' in tx) || !('plan' in login)) throw new Error('no plan');
    expect(() => textOf(tx.plan)).toThrow('transferSub: a TX text needs its challenge');
    expect(() => textOf(login.plan, FRESH)).toThrow('ukeyLogin: a LOGIN text takes no challenge');
  });

  it('reads a request\'s freshness only when it carries all three as text', () => {
    const { challengeId, challenge, idempotencyKey } = FRESH;
    const request = { CHALLENGE_ID: challengeId, CHALLENGE: challenge, IDEMPOTENCY_KEY: idempotencyKey };
    expect(freshnessOf(request)).toEqual(FRESH);
    expect(freshnessOf({ ...request, CHALLENGE: '' })).toBeUndefined();
    expect(freshnessOf({ ...request, CHALLENGE_ID: 7 })).toBeUndefined();
    expect(freshnessOf({ CHALLENGE_ID: FRESH.challengeId, CHALLENGE: FRESH.challenge })).toBeUndefined();
    expect(freshnessOf(Object.create({ ...request }) as Record<string, unknown>)).toBeUndefined();
  });

  it('selects transAuthSubmit\'s code by AUTH_TYPE (spec 000 §7)', () => {
    const approval = { AUTH_TYPE: '1', TRANS_NAME: '授权交易', ORIG_TRANS_SEQ: 'T2026112210302200017', ACCT_NO: '6230910000012345678', PAYEE_ACCT_NAME: '杭州禾丰农资贸易有限公司', TRAN_AMT: '5000.00' };
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

  it('signs key login in the LOGIN domain, over the challenge and its id', () => {
    const outcome = planFor('ukeyLogin', { CERT_SN: '5EED000000000123', CHALLENGE_ID: 'CH1234567890', CHALLENGE: 'k3Jd9QxL2mVw7TzA8bNc4RfY' });
    if (!('plan' in outcome)) throw new Error(outcome.message);
    expect(textOf(outcome.plan)).toBe(`EIS/2 LOGIN ${outcome.plan.serviceCode}|5EED000000000123|k3Jd9QxL2mVw7TzA8bNc4RfY|CH1234567890#|k3Jd9QxL2mVw7TzA8bNc4RfY`);
  });

  it('has both login entries of spec 001 §7 in the catalogue', () => {
    for (const operationId of LOGIN_OPERATIONS) expect(signingEntry(operationId)).toBeDefined();
  });
});

/** A value of the field's kind that its schema accepts, for a field the example leaves out. */
function sample(name: string, ref: string | undefined, enumValues: readonly string[] | undefined): string {
  if (enumValues?.[0]) return enumValues[0];
  if (ref === 'Amount') return '1.00';
  if (ref === 'AccountNo') return '6230910000012345678';
  return `测试${name}`;
}

describe('what is sent is what is signed, over the whole catalogue (issue: signed once, booked once 2)', () => {
  it('makes every request field a signing row, whatever the form sends, in all signed operations', () => {
    const unsigned: string[] = [];
    for (const { entry } of signedCalls()) {
      const fields = requestFields(entry.operationId);
      const values = Object.fromEntries(fields.map((f) => [f.name, sample(f.name, f.ref, f.enum)]));
      const outcome = planFor(entry.operationId, values);
      if (!('plan' in outcome)) {
        unsigned.push(`${entry.operationId}: ${outcome.message}`);
        continue;
      }
      const rows = new Set(outcome.plan.rows.map((r) => r.field));
      for (const f of fields) if (!rows.has(f.name)) unsigned.push(`${entry.operationId}.${f.name}`);
      // the catalogue's rows first, in their order
      const first = outcome.plan.rows.slice(0, entry.confirm.length);
      expect(first.map((r) => r.field)).toEqual(entry.confirm.map((r) => r.field));
    }
    console.log(`every request field a signing row: ${String(signedCalls().length - new Set(unsigned.map((u) => u.split(/[.:]/)[0])).size)} of ${String(signedCalls().length)} signed operations`);
    expect(unsigned).toEqual([]);
  });
});

describe('an en-US confirmation (SIGN_LANG, issue 38): its values signed as shown, in English', () => {
  const english = (text: string) => ({ 人民币: 'Renminbi' } as Record<string, string>)[text] ?? text;

  it('shows and signs the amount in words and enum labels in English; the text names the language', () => {
    const outcome = planFor('transferSub', { ...transfer, SIGN_LANG: 'en-US' }, english);
    if (!('plan' in outcome)) throw new Error(outcome.message);
    const shown = Object.fromEntries(outcome.plan.rows.map((r) => [r.field, r.shown]));
    expect(shown.TRAN_AMT).toBe('12,500.00 (CNY twelve thousand five hundred and 00/100)');
    expect(shown.CURRENCY).toBe('Renminbi');
    expect(outcome.plan.language).toBe('en-US');
    const text = textOf(outcome.plan, FRESH);
    expect(text.startsWith(`EIS/2 TX ${FRESH.challengeId} ${FRESH.challenge} ${FRESH.idempotencyKey} ${outcome.plan.serviceCode} en-US|`)).toBe(true);
    expect(text).not.toMatch(/壹|人民币/u);
  });

  it('gives a text unlike the zh-CN one for the same request, and the same as the gateway rebuilds', () => {
    const zh = planFor('transferSub', transfer);
    const en = planFor('transferSub', { ...transfer, SIGN_LANG: 'en-US' }, english);
    const gateway = planForPath('/api/transfer/transferSub', { ...transfer, SIGN_LANG: 'en-US' }, english);
    if (!('plan' in zh) || !('plan' in en) || !('plan' in gateway)) throw new Error('no plan');
    expect(textOf(en.plan, FRESH)).not.toBe(textOf(zh.plan, FRESH));
    expect(textOf(gateway.plan, FRESH)).toBe(textOf(en.plan, FRESH));
    // zh-CN said aloud is the default: the same text as without SIGN_LANG
    const said = planFor('transferSub', { ...transfer, SIGN_LANG: 'zh-CN' });
    expect('plan' in said && textOf(said.plan, FRESH)).toBe(textOf(zh.plan, FRESH));
  });

  it.each([
    ['fr-FR', english],
    [42, english],
    ['en-US', undefined],
  ])('refuses SIGN_LANG %j (terms given: %s)', (language, terms) => {
    const outcome = planFor('transferSub', { ...transfer, SIGN_LANG: language }, terms);
    expect('problem' in outcome && outcome.problem).toEqual({ problem: 'badLanguage', language: String(language) });
    expect('message' in outcome && outcome.message).toContain(String(language));
  });
});
