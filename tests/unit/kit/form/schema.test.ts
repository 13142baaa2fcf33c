// A form's validation from the generated zod schema, with Chinese messages beside each field
// (spec 000 §5 amount rules; issue: zod's zh-CN messages).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fields } from '@/api/generated/fields.ts';
import { zChangePasswordBody } from '@/api/generated/areas/login/zod.gen.ts';
import { zTransferSubBody } from '@/api/generated/areas/transfer/zod.gen.ts';
import { dateRanges, dropEmpty, formErrors, formSchema, invisibleMessage, ownObject } from '@/kit/form/schema.ts';

const transfer = fields.transferSub.request;
const schema = formSchema(zTransferSubBody, transfer);
const errorsOf = (values: Record<string, string>) => {
  const result = schema.safeParse(values, { error: formErrors(transfer) });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};
const valid = {
  TRANS_NAME: '单笔转账', ACCT_NO: '6230910000012345678', ACCT_NAME: '浙江绿谷农业科技有限公司',
  PAYEE_ACCT_NO: '6230910000087654321', PAYEE_ACCT_NAME: '杭州禾丰农资贸易有限公司', TRAN_AMT: '12500.00', CURRENCY: 'CNY',
};

describe('ownObject', () => {
  it('takes the request\'s own fields out of the generated intersection, not the common or signature ones', () => {
    const object = ownObject(zTransferSubBody, transfer);
    expect(Object.keys(object.shape)).toEqual(transfer.map((f) => f.name));
    expect(Object.keys(object.shape)).not.toContain('SIGN_DATA');
    expect(Object.keys(object.shape)).not.toContain('H_CHNL_ID');
  });
});

describe('password fields', () => {
  const change = fields.changePassword.request;
  const passwords = formSchema(zChangePasswordBody, change);
  it('check the typed password, not the ciphertext the contract sends', () => {
    expect(passwords.safeParse({ OLD_PASSWORD: 'Eis@2026', NEW_PASSWORD: 'Eis@2027!' }).success).toBe(true);
    const short = passwords.safeParse({ OLD_PASSWORD: 'Eis@2026', NEW_PASSWORD: '123' }, { error: formErrors(change) });
    expect(short.success ? [] : short.error.issues.map((i) => i.message)).toEqual(['新密码至少 6 个字符']);
  });
});

describe('formSchema with Chinese messages', () => {
  it.each([['12345.6', '12345.60'], ['12345', '12345.00'], ['12.', '12.00'], ['0.5', '0.50'], ['12500.00', '12500.00']])(
    'takes the amount %j as people type it and sends %j (issue 38)', (typed, sent) => {
      const result = schema.safeParse({ ...valid, TRAN_AMT: typed });
      expect(result.success && result.data.TRAN_AMT).toBe(sent);
    },
  );

  it('still refuses an amount the filter would not have kept (three decimals, a sign)', () => {
    expect(errorsOf({ ...valid, TRAN_AMT: '1.234' })).toEqual({ TRAN_AMT: '请输入正确的金额，最多两位小数' });
    expect(errorsOf({ ...valid, TRAN_AMT: '-5' })).toEqual({ TRAN_AMT: '请输入正确的金额，最多两位小数' });
  });

  it('accepts a valid transfer and drops empty optional fields', () => {
    const result = schema.safeParse({ ...valid, REMARK: '' });
    expect(result.success && result.data).toEqual(valid);
  });

  it('names each missing required field, 请选择 for a select', () => {
    expect(errorsOf({ TRANS_NAME: '单笔转账', ACCT_NAME: 'x', CURRENCY: 'CNY' })).toMatchObject({
      ACCT_NO: '请选择付款账号',
      PAYEE_ACCT_NO: '请输入收款账号',
      PAYEE_ACCT_NAME: '请输入收款户名',
      TRAN_AMT: '请输入交易金额',
    });
  });

  it('refuses a malformed amount and account with messages about their format', () => {
    expect(errorsOf({ ...valid, TRAN_AMT: '12.345', PAYEE_ACCT_NO: '62309' })).toEqual({
      TRAN_AMT: '请输入正确的金额，最多两位小数',
      PAYEE_ACCT_NO: '请输入正确的账号（10–32 位数字）',
    });
  });

  it('says how long a field may be', () => {
    expect(errorsOf({ ...valid, REMARK: '备'.repeat(61) })).toEqual({ REMARK: '用途/附言最多 60 个字符' });
  });

  it('refuses an enum value the contract does not list', () => {
    expect(errorsOf({ ...valid, CURRENCY: 'USD' })).toEqual({ CURRENCY: '请选择币种' });
  });

  it('keeps a date range in order', () => {
    const range = [
      { name: 'START_DATE', title: '起始日期', format: 'date', required: true },
      { name: 'END_DATE', title: '截止日期', format: 'date', required: true },
    ];
    expect(dateRanges(range)).toEqual([['START_DATE', 'END_DATE']]);
    const dates = formSchema(z.object({ START_DATE: z.string(), END_DATE: z.string() }), range);
    const wrong = dates.safeParse({ START_DATE: '2026-11-20', END_DATE: '2026-11-01' });
    expect(wrong.success ? [] : wrong.error.issues.map((i) => [i.path[0], i.message])).toEqual([['END_DATE', '截止日期不能早于起始日期']]);
    expect(dates.safeParse({ START_DATE: '2026-11-01', END_DATE: '2026-11-01' }).success).toBe(true);
  });

  it.each([
    ['a right-to-left override in the payee name', 'PAYEE_ACCT_NAME', '杭州禾丰\u202E司公限有', '收款户名不能包含控制字符或不可见字符（U+202E），请删除后重新输入'],
    ['a zero-width space in the remark', 'REMARK', '货\u200B款', '用途/附言不能包含控制字符或不可见字符（U+200B），请删除后重新输入'],
    ['a newline in the remark', 'REMARK', '货款\n退回', '用途/附言不能包含控制字符或不可见字符（U+000A），请删除后重新输入'],
    // issue 50 item 1: the one character policy
    ['a Hangul filler in the payee name', 'PAYEE_ACCT_NAME', '杭州禾丰\u3164', '收款户名不能包含控制字符或不可见字符（U+3164），请删除后重新输入'],
    ['an ideographic space in the remark', 'REMARK', '货款\u3000退回', '用途/附言不能包含控制字符或不可见字符（U+3000），请删除后重新输入'],
    ['a Hebrew letter in a Chinese name', 'PAYEE_ACCT_NAME', '杭州א禾丰', '收款户名中的中文不能与从右向左书写的文字（U+05D0）混排，请删除后重新输入'],
  ])('refuses %s (issue: what the eye sees is what the key signs)', (_name, field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('says so at once, beside the other fields\' messages, not only once the rest of the form is valid', () => {
    expect(errorsOf({ PAYEE_ACCT_NAME: '杭州禾丰\u202E司公限有' }).PAYEE_ACCT_NAME).toBe('收款户名不能包含控制字符或不可见字符（U+202E），请删除后重新输入');
  });

  it('takes Chinese text with full-width punctuation and spaces inside as it is', () => {
    expect(errorsOf({ ...valid, PAYEE_ACCT_NAME: '杭州禾丰（农资）贸易 有限公司', REMARK: '11 月货款，含运费。' })).toEqual({});
  });

  it('checks free text only: a field with its own pattern or choices answers with its own message', () => {
    const byName = new Map(transfer.map((f) => [f.name, f]));
    const amount = byName.get('TRAN_AMT');
    const currency = byName.get('CURRENCY');
    expect(amount && invisibleMessage(amount, '1\u202E')).toBeUndefined();
    expect(currency && invisibleMessage(currency, 'CNY\u200B')).toBeUndefined();
    const remark = byName.get('REMARK');
    expect(remark && invisibleMessage(remark, 12)).toBeUndefined();
  });

  it('drops empty values only', () => {
    expect(dropEmpty({ a: '', b: '0', c: undefined, d: 'x' })).toEqual({ b: '0', d: 'x' });
  });
});
