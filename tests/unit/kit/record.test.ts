// A record's keys from its link, and a row's link to its record (issue 36: 电子回单 › 打印 opens one
// receipt; bad input in a URL gets a clear message, spec 001 §5 field rules).
import { describe, expect, it } from 'vitest';
import type { FieldInfo } from '@/api/generated/fields.ts';
import { rowHref } from '@/kit/QueryScreen.tsx';
import { matchingRow, recordKeys } from '@/kit/record.ts';

const FIELDS: FieldInfo[] = [
  { name: 'ACCT_NO', title: '账号', ref: 'AccountNo', maxLength: 32, pattern: '^[0-9]{10,32}$', required: true },
  { name: 'RECEIPT_NO', title: '回单编号', maxLength: 24, pattern: '^[A-Z0-9]{10,24}$' },
  { name: 'NOTE', title: '备注', maxLength: 4 },
];
const keys = ['ACCT_NO', 'RECEIPT_NO'];

describe('recordKeys', () => {
  it('reads every key that matches its field', () => {
    const search = new URLSearchParams({ ACCT_NO: '6230910000034567890', RECEIPT_NO: 'R2026112703000000001', OTHER: 'x' });
    expect(recordKeys(FIELDS, keys, search)).toEqual({ values: { ACCT_NO: '6230910000034567890', RECEIPT_NO: 'R2026112703000000001' } });
  });

  it('names a missing key by its title', () => {
    expect(recordKeys(FIELDS, keys, new URLSearchParams({ ACCT_NO: '6230910000034567890' })))
      .toEqual({ problem: '链接中缺少回单编号，请从列表中打开' });
    expect(recordKeys(FIELDS, keys, new URLSearchParams({ ACCT_NO: '', RECEIPT_NO: 'R2026112703000000001' })))
      .toEqual({ problem: '链接中缺少账号，请从列表中打开' });
  });

  it('refuses a key that breaks its pattern or length, or that the operation does not have', () => {
    const bad = { problem: '链接中的回单编号格式不正确，请从列表中重新打开' };
    expect(recordKeys(FIELDS, keys, new URLSearchParams({ ACCT_NO: '6230910000034567890', RECEIPT_NO: 'r<script>' }))).toEqual(bad);
    expect(recordKeys(FIELDS, ['NOTE'], new URLSearchParams({ NOTE: '12345' }))).toEqual({ problem: '链接中的备注格式不正确，请从列表中重新打开' });
    expect(recordKeys(FIELDS, ['NOTE'], new URLSearchParams({ NOTE: '1234' }))).toEqual({ values: { NOTE: '1234' } });
    expect(recordKeys(FIELDS, ['NOPE'], new URLSearchParams({ NOPE: 'x' }))).toEqual({ problem: '链接中的NOPE格式不正确，请从列表中重新打开' });
  });
});

describe('rowHref', () => {
  const link = { label: '打印', to: '/payTransfer/voucher', key: keys };

  it('carries every key of the row, encoded', () => {
    expect(rowHref(link, { ACCT_NO: '6230910000034567890', RECEIPT_NO: 'R1&2' })).toBe('/payTransfer/voucher?ACCT_NO=6230910000034567890&RECEIPT_NO=R1%262');
    expect(rowHref({ ...link, key: 'ACCT_NO' }, { ACCT_NO: '6230910000034567890' })).toBe('/payTransfer/voucher?ACCT_NO=6230910000034567890');
  });

  it('gives no link for a row without one of its keys', () => {
    expect(rowHref(link, { ACCT_NO: '6230910000034567890' })).toBeUndefined();
    expect(rowHref(link, { ACCT_NO: '6230910000034567890', RECEIPT_NO: '' })).toBeUndefined();
    expect(rowHref(link, { ACCT_NO: 6230910000, RECEIPT_NO: 'R1' })).toBeUndefined();
  });
});

describe('matchingRow', () => {
  const values = { ACCT_NO: '6230910000034567890', RECEIPT_NO: 'R2' };

  it('picks the row the link names, not merely the first', () => {
    const rows = [{ ACCT_NO: '6230910000034567890', RECEIPT_NO: 'R1' }, null, 'x', { ACCT_NO: '6230910000034567890', RECEIPT_NO: 'R2', N: 2 }];
    expect(matchingRow(rows, values)).toEqual({ ACCT_NO: '6230910000034567890', RECEIPT_NO: 'R2', N: 2 });
  });

  it('finds nothing when no row carries every key', () => {
    expect(matchingRow([{ ACCT_NO: '6230910000034567890' }, { RECEIPT_NO: 'R2' }], values)).toBeUndefined();
    expect(matchingRow([], values)).toBeUndefined();
  });
});
