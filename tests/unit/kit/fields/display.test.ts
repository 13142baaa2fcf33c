// How values show in rows and CSV (spec 000 §5: card numbers masked to first 4 and last 4).
import { describe, expect, it } from 'vitest';
import { displayValue, groupAmount } from '@/kit/fields/display.ts';

describe('displayValue', () => {
  it.each([
    ['an amount grouped', { ref: 'Amount' }, '1285630.45', '1,285,630.45'],
    ['a small amount as is', { ref: 'Amount' }, '88.50', '88.50'],
    ['a negative amount', { ref: 'Amount' }, '-12500.00', '-12,500.00'],
    ['an account masked', { ref: 'AccountNo' }, '6230910000012345678', '6230***********5678'],
    ['an enum by its label', { enumLabels: { 0: '成功', 1: '待授权' } }, '1', '待授权'],
    ['an enum value without a label as sent', { enumLabels: { 0: '成功' } }, '9', '9'],
    ['a missing value as empty', { ref: 'Amount' }, undefined, ''],
    ['a number as text', undefined, 12, '12'],
  ] as const)('%s', (_n, field, value, shown) => {
    expect(displayValue(field, value)).toBe(shown);
  });

  it('leaves a malformed amount from the server as it came, never throws', () => {
    expect(groupAmount('12,500')).toBe('12,500');
    expect(displayValue({ ref: 'Amount' }, 'abc')).toBe('abc');
    expect(displayValue(undefined, { a: 1 })).toBe('{"a":1}');
  });
});
