// The signing rules (src/protocol/signing/rules.ts): service codes, confirmation rows, shown values.
// spec 000 §5 (capital amount), §7 (transAuthSubmit's AUTH_TYPE); spec 001 §3 (signing entry), §7 (service codes).
import { describe, expect, it } from 'vitest';
import type { FieldInfo } from '@/api/generated/fields.ts';
import type { SigningEntry } from '@/api/generated/signing.ts';
import { requestFields, signingEntry } from '@/protocol/signing/catalogue.ts';
import { confirmRows, foreignFields, problemMessage, serviceCode, shownAmount, valueText } from '@/protocol/signing/rules.ts';
import { SINGLE_TRANSFER } from '../../support/transfer.ts';

const byType: SigningEntry = {
  operationId: 'demoAuth',
  serviceCode: { by: 'AUTH_TYPE', codes: { 0: '7350013000000', 1: '7350011000000', 2: '7350012000000' } },
  confirm: [],
  signed: [],
  request: [],
};

describe('serviceCode: a fixed rule (spec 001 §7)', () => {
  const fixed: SigningEntry = { ...byType, serviceCode: { default: '7070010000000' } };
  it.each([
    ['a default code, whatever the body', fixed, {}, { code: '7070010000000' }],
    ['AUTH_TYPE 1', byType, { AUTH_TYPE: '1' }, { code: '7350011000000' }],
    ['AUTH_TYPE 2', byType, { AUTH_TYPE: '2' }, { code: '7350012000000' }],
    ['AUTH_TYPE 0', byType, { AUTH_TYPE: '0' }, { code: '7350013000000' }],
    ['a number selects as its text', byType, { AUTH_TYPE: 1 }, { code: '7350011000000' }],
    ['no selector is a problem, not a throw', byType, {}, { problem: 'noServiceCode' }],
    ['an unknown value', byType, { AUTH_TYPE: '9' }, { problem: 'noServiceCode' }],
    ['an empty value', byType, { AUTH_TYPE: '' }, { problem: 'noServiceCode' }],
    ['null', byType, { AUTH_TYPE: null }, { problem: 'noServiceCode' }],
    ['an object', byType, { AUTH_TYPE: { 1: 1 } }, { problem: 'noServiceCode' }],
    ['an array whose text is a code\'s key', byType, { AUTH_TYPE: ['1'] }, { problem: 'noServiceCode' }],
    ['an object whose text is a code\'s key', byType, { AUTH_TYPE: { toString: () => '1' } }, { problem: 'noServiceCode' }],
    ['a boolean', byType, { AUTH_TYPE: true }, { problem: 'noServiceCode' }],
    ['an inherited key (__proto__)', byType, { AUTH_TYPE: '__proto__' }, { problem: 'noServiceCode' }],
    ['an inherited key (toString)', byType, { AUTH_TYPE: 'toString' }, { problem: 'noServiceCode' }],
    ['another field does not select', byType, { AUTH_METHOD: '1' }, { problem: 'noServiceCode' }],
    ['a code that is not 13 digits', { ...byType, serviceCode: { default: '70700100' } }, {}, { problem: 'noServiceCode' }],
  ] as const)('%s', (_name, entry, body, expected) => {
    expect(serviceCode(entry, body)).toEqual(expected);
  });

  it('selects by the codes\' own keys only: an inherited code selects nothing', () => {
    const codes = Object.assign(Object.create({ 3: '7350019999999' }) as Record<string, string>, { 1: '7350011000000' });
    const inherited: SigningEntry = { ...byType, serviceCode: { by: 'AUTH_TYPE', codes } };
    expect(serviceCode(inherited, { AUTH_TYPE: '1' })).toEqual({ code: '7350011000000' });
    expect(serviceCode(inherited, { AUTH_TYPE: '3' })).toEqual({ problem: 'noServiceCode' });
    expect(serviceCode(inherited, { AUTH_TYPE: 3 })).toEqual({ problem: 'noServiceCode' });
  });
});

// spec 000 §7, spec 001 §7: the selectors the spec names, with every value, in the generated catalogue
describe.each([
  ['transAuthSubmit', 'AUTH_TYPE', ['1', '2', '0']],
  ['fdConfirmationSign', 'AUTH_TYPE', ['1', '2']],
  ['supplyChainContractSign', 'AUTH_METHOD', ['1', '2']],
  ['supplyChainTempAuth', 'AUTH_METHOD', ['1', '2']],
  ['supplyChainRepaymentSub', 'AUTH_METHOD', ['1', '2']],
] as const)('serviceCode of %s by %s (spec 001 §7)', (operationId, by, values) => {
  const entry = signingEntry(operationId);
  if (!entry) throw new Error(`${operationId} is not in the catalogue`);

  it('selects by that field, with exactly the spec\'s values', () => {
    expect(entry.serviceCode).toMatchObject({ by });
    expect(Object.keys('codes' in entry.serviceCode ? entry.serviceCode.codes : {}).sort()).toEqual([...values].sort());
  });

  it.each(values)(`${by} %s gives its own 13-digit code`, (value) => {
    const picked = serviceCode(entry, { [by]: value });
    expect(picked).toEqual({ code: 'codes' in entry.serviceCode ? entry.serviceCode.codes[value] : undefined });
    expect('code' in picked && /^[0-9]{13}$/.test(picked.code)).toBe(true);
  });

  it('gives a different code for each value', () => {
    const codes = values.map((value) => JSON.stringify(serviceCode(entry, { [by]: value })));
    expect(new Set(codes).size).toBe(values.length);
  });

  it.each([['missing', {}], ['3', { [by]: '3' }], ['the other selector', { [by === 'AUTH_TYPE' ? 'AUTH_METHOD' : 'AUTH_TYPE']: '1' }]] as const)(
    'refuses %s',
    (_name, body) => {
      expect(serviceCode(entry, body)).toEqual({ problem: 'noServiceCode' });
    },
  );
});

describe('shownAmount (spec 000 §5: two decimals and the capital amount)', () => {
  it.each([
    ['12500.00', undefined, '12,500.00（壹万贰仟伍佰元整）'],
    ['12500', undefined, '12,500.00（壹万贰仟伍佰元整）'],
    ['1005.2', 'CNY', '1,005.20（壹仟零伍元贰角整）'],
    ['0.05', undefined, '0.05（伍分）'],
    ['0', undefined, '0.00（零元整）'],
    ['1234567.89', '', '1,234,567.89（壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分）'],
    ['8800.00', 'USD', '8,800.00 USD'],
  ] as const)('%s %s -> %s', (amount, currency, shown) => {
    expect(shownAmount(amount, currency)).toBe(shown);
  });

  it.each(['-1.00', '1.005', '12,500.00', '１２', 'abc', '', '00.10', '1e3', '12345678901234567.00'])('refuses %j', (amount) => {
    expect(shownAmount(amount)).toBeUndefined();
  });
});

describe('valueText', () => {
  it.each([
    ['text', 'a', 'a'],
    ['a number', 12500.5, '12500.5'],
    ['a number in its shortest form', 80.50, '80.5'],
    ['digits as text, as they are', '080.50', '080.50'],
    ['NaN', Number.NaN, undefined],
    ['Infinity', Number.POSITIVE_INFINITY, undefined],
    ['a bigint', 12500n, undefined],
    ['a boolean', true, undefined],
    ['an object', {}, undefined],
    ['undefined', undefined, undefined],
  ] as const)('%s', (_name, value, text) => {
    expect(valueText(value)).toBe(text);
  });
});

const entry: SigningEntry = {
  operationId: 'demoTransfer',
  serviceCode: { default: '7070010000000' },
  confirm: [
    { label: '交易名称', field: 'TRANS_NAME' },
    { label: '付款账号', field: 'ACCT_NO' },
    { label: '操作类型', field: 'OPERATE_TYPE' },
    { label: '收款账号', field: 'PAYEE_ACCT_NO', raw: true },
    { label: '交易金额', field: 'TRAN_AMT', raw: true },
  ],
  signed: [],
  request: [],
};
const fields: FieldInfo[] = [
  { name: 'TRANS_NAME', title: '交易名称', required: true },
  { name: 'ACCT_NO', title: '付款账号', ref: 'AccountNo', required: true },
  { name: 'OPERATE_TYPE', title: '操作类型', enum: ['Add', 'Del', 'Upd'], enumLabels: { Add: '新增', Del: '删除' }, required: true },
  { name: 'PAYEE_ACCT_NO', title: '收款账号', ref: 'AccountNo', required: true },
  { name: 'TRAN_AMT', title: '交易金额', ref: 'Amount', required: true },
];
const values = {
  TRANS_NAME: '单笔转账',
  ACCT_NO: '6230910000012345678',
  OPERATE_TYPE: 'Add',
  PAYEE_ACCT_NO: '6230910000087654321',
  TRAN_AMT: '12500.00',
  REMARK: '不在确认行中',
};

describe('confirmRows (spec 001 §3: label -> field in catalogue order, some raw)', () => {
  it('gives the rows in catalogue order: amounts with the capital amount, accounts in full, enums by label', () => {
    expect(confirmRows(entry, fields, values)).toEqual({
      rows: [
        { label: '交易名称', field: 'TRANS_NAME', shown: '单笔转账' },
        { label: '付款账号', field: 'ACCT_NO', shown: '6230910000012345678' },
        { label: '操作类型', field: 'OPERATE_TYPE', shown: '新增' },
        { label: '收款账号', field: 'PAYEE_ACCT_NO', shown: '6230910000087654321', raw: '6230910000087654321' },
        { label: '交易金额', field: 'TRAN_AMT', shown: '12,500.00（壹万贰仟伍佰元整）', raw: '12500.00' },
      ],
    });
  });

  it.each([
    ['an enum value without a label is shown as sent', { OPERATE_TYPE: 'Upd' }, 2, 'Upd'],
    ['a number amount', { TRAN_AMT: 80 }, 4, '80.00（捌拾元整）'],
    ['an amount in another currency', { TRAN_AMT: '8800.00', CURRENCY: 'USD' }, 4, '8,800.00 USD'],
  ] as const)('%s', (_name, change, index, shown) => {
    const built = confirmRows(entry, fields, { ...values, ...change });
    expect('rows' in built ? built.rows[index]?.shown : built).toBe(shown);
  });

  it('keeps the raw value exactly as the request carries it', () => {
    const built = confirmRows(entry, fields, { ...values, TRAN_AMT: '80.5' });
    expect('rows' in built ? built.rows[4] : built).toEqual({ label: '交易金额', field: 'TRAN_AMT', shown: '80.50（捌拾元伍角整）', raw: '80.5' });
  });

  it.each([
    ['absent', { ACCT_NO: undefined }, { problem: 'missingField', field: 'ACCT_NO', label: '付款账号' }],
    ['null', { ACCT_NO: null }, { problem: 'missingField', field: 'ACCT_NO', label: '付款账号' }],
    ['empty', { TRANS_NAME: '' }, { problem: 'missingField', field: 'TRANS_NAME', label: '交易名称' }],
    ['an object', { ACCT_NO: { no: 1 } }, { problem: 'badValue', field: 'ACCT_NO', label: '付款账号' }],
    ['a boolean', { TRANS_NAME: true }, { problem: 'badValue', field: 'TRANS_NAME', label: '交易名称' }],
    ['an amount that is not one', { TRAN_AMT: '12,500' }, { problem: 'badValue', field: 'TRAN_AMT', label: '交易金额' }],
    ['a negative amount', { TRAN_AMT: '-1.00' }, { problem: 'badValue', field: 'TRAN_AMT', label: '交易金额' }],
  ] as const)('a row whose field is %s is a problem naming the row, not an empty row', (_name, change, problem) => {
    expect(confirmRows(entry, fields, { ...values, ...change })).toEqual({ problem });
  });

  it('an optional field left empty is an empty row, shown and signed as empty (the form drops empty inputs)', () => {
    const transfer = signingEntry('transferSub');
    if (!transfer) throw new Error('transferSub is not in the catalogue');
    const built = confirmRows(transfer, requestFields('transferSub'), {
      TRANS_NAME: '单笔转账', ACCT_NO: '6230910000012345678', ACCT_NAME: '浙江绿谷农业科技有限公司',
      PAYEE_ACCT_NO: '6230910000087654321', PAYEE_ACCT_NAME: '杭州禾丰农资贸易有限公司', TRAN_AMT: '1.00', CURRENCY: 'CNY',
    });
    // PAYEE_BANK_NAME is optional in the contract (收款行)
    expect('rows' in built ? built.rows.find((r) => r.field === 'PAYEE_BANK_NAME') : built).toEqual({ label: '收款行', field: 'PAYEE_BANK_NAME', shown: '' });
    const required = confirmRows(transfer, requestFields('transferSub'), { TRANS_NAME: '单笔转账' });
    expect(required).toEqual({ problem: { problem: 'missingField', field: 'ACCT_NO', label: '付款账号' } });
  });

  it('signs an optional raw row left empty as an empty raw value', () => {
    const optional = fields.map((f) => (f.name === 'PAYEE_ACCT_NO' ? { ...f, required: false } : f));
    const built = confirmRows(entry, optional, { ...values, PAYEE_ACCT_NO: '' });
    expect('rows' in built ? built.rows[3] : built).toEqual({ label: '收款账号', field: 'PAYEE_ACCT_NO', shown: '', raw: '' });
  });

  it('shows a field the contract does not describe as sent (no label, no amount format)', () => {
    const undescribed = fields.filter((f) => f.name !== 'OPERATE_TYPE' && f.name !== 'TRAN_AMT');
    const built = confirmRows(entry, undescribed, values);
    expect('rows' in built ? built.rows.map((r) => r.shown) : built)
      .toEqual(['单笔转账', '6230910000012345678', 'Add', '6230910000087654321', '12500.00']);
  });

  it('does not read inherited properties as fields', () => {
    const inherited = Object.create({ TRANS_NAME: '继承的值' }) as Record<string, unknown>;
    expect(confirmRows(entry, fields, inherited)).toEqual({ problem: { problem: 'missingField', field: 'TRANS_NAME', label: '交易名称' } });
  });

  it('builds the rows of the real transferSub entry from its generated field table', () => {
    const transfer = signingEntry('transferSub');
    if (!transfer) throw new Error('transferSub is not in the catalogue');
    const built = confirmRows(transfer, requestFields('transferSub'), SINGLE_TRANSFER);
    if (!('rows' in built)) throw new Error(JSON.stringify(built));
    // the catalogue's rows, then the other field sent (CURRENCY), labelled by its contract title
    expect(built.rows.map((r) => r.label)).toEqual([...transfer.confirm.map((r) => r.label), '币种']);
    expect(built.rows.find((r) => r.field === 'TRAN_AMT')?.shown).toBe('12,500.00（壹万贰仟伍佰元整）');
    expect(built.rows.find((r) => r.field === 'PAYEE_ACCT_NO')?.shown).toBe('6230910000087654321');
  });
});

describe('confirmRows: every other field sent, after the catalogue\'s rows (issue: what is sent is what is signed)', () => {
  const withOthers: FieldInfo[] = [
    { name: 'REMARK', title: '用途/附言' },
    ...fields,
    { name: 'FEE', title: '手续费', ref: 'Amount' },
    { name: 'CHANNEL', title: '汇路', enum: ['1', '2'], enumLabels: { 1: '普通', 2: '加急' } },
  ];

  it('adds a row for each other field the request carries, in the contract\'s order, labelled by its title and shown as a row is', () => {
    const built = confirmRows(entry, withOthers, { ...values, FEE: '5.5', CHANNEL: '2' });
    if (!('rows' in built)) throw new Error(JSON.stringify(built));
    expect(built.rows.slice(entry.confirm.length)).toEqual([
      { label: '用途/附言', field: 'REMARK', shown: '不在确认行中' },
      { label: '手续费', field: 'FEE', shown: '5.50（伍元伍角整）' },
      { label: '汇路', field: 'CHANNEL', shown: '加急' },
    ]);
  });

  it.each([['absent', undefined], ['null', null], ['empty', '']])('adds no row for another field %s', (_name, value) => {
    const built = confirmRows(entry, withOthers, { ...values, REMARK: value });
    expect('rows' in built ? built.rows.map((r) => r.field) : built).toEqual(entry.confirm.map((r) => r.field));
  });

  it('refuses another field whose value cannot be shown', () => {
    expect(confirmRows(entry, withOthers, { ...values, REMARK: { text: '货款' } })).toEqual({
      problem: { problem: 'badValue', field: 'REMARK', label: '用途/附言' },
    });
    expect(confirmRows(entry, withOthers, { ...values, FEE: '5.555' })).toEqual({ problem: { problem: 'badValue', field: 'FEE', label: '手续费' } });
  });
});

describe('foreignFields', () => {
  const shared = new Set(['SIGN_DATA', 'H_CHNL_ID']);
  it('names what is neither the call\'s own nor shared, in the request\'s order', () => {
    expect(foreignFields(fields, { ...values, SIGN_DATA: 'x', H_CHNL_ID: 'ET', Z: 1, A: undefined }, shared)).toEqual(['REMARK', 'Z', 'A']);
    expect(foreignFields(fields, { TRANS_NAME: 'x', SIGN_DATA: 'y' }, shared)).toEqual([]);
  });
});

describe('problemMessage', () => {
  it.each([
    [{ problem: 'missingField', field: 'ACCT_NO', label: '付款账号' }, undefined, '确认信息缺少“付款账号”（ACCT_NO），无法签名'],
    [{ problem: 'badValue', field: 'TRAN_AMT', label: '交易金额' }, undefined, '“交易金额”（TRAN_AMT）的值无法显示，无法签名'],
    [{ problem: 'noServiceCode' }, byType, '无法确定服务码：AUTH_TYPE 未填写或不在签名目录中'],
    [{ problem: 'noServiceCode' }, undefined, '无法确定服务码'],
    [{ problem: 'notSigned', operationId: 'menuListQry' }, undefined, '交易 menuListQry 不在签名目录中，无法签名'],
    [{ problem: 'foreignField', fields: ['A', 'B'] }, undefined, '请求含有确认信息之外的字段（A、B），无法签名'],
  ] as const)('%j', (problem, e, message) => {
    expect(problemMessage(problem, e)).toBe(message);
  });
});
