// The amount of a batch file's line as people type it, to the wire form. issue 37, spec 000 §7 upload.
import { describe, expect, it } from 'vitest';
import { amountCents, centsToWire, halfWidth, wireAmount } from '@/protocol/batch/amount.ts';

describe('wireAmount', () => {
  it.each([
    ['12345', '12345.00'],
    ['12345.6', '12345.60'],
    ['12345.67', '12345.67'],
    ['1,234.5', '1234.50'],
    ['1,234,567.89', '1234567.89'],
    ['１２３４５．６', '12345.60'],
    ['１，２３４', '1234.00'],
    ['¥12.5', '12.50'],
    ['￥ 1,234.50', '1234.50'],
    ['  12.5\t', '12.50'],
    ['\u300012\u3000', '12.00'],
    ['0.01', '0.01'],
    ['007.5', '7.50'],
    ['999999999999999.99', '999999999999999.99'],
  ])('%j → %s', (typed, wire) => {
    expect(wireAmount(typed)).toBe(wire);
  });

  it.each([
    ['more than two decimals', '12.345'],
    ['letters', 'abc'],
    ['a number with letters', '12a'],
    ['negative', '-5'],
    ['a plus sign', '+5'],
    ['zero', '0'],
    ['zero with decimals', '0.00'],
    ['empty', ''],
    ['blank', '   '],
    ['16 integer digits', '1000000000000000'],
    ['a comma that is not a thousands separator', '1,50'],
    ['a misplaced separator', '12,34,567'],
    ['a point and nothing after', '12.'],
    ['nothing before the point', '.5'],
    ['two points', '1.2.3'],
    ['an exponent', '1e5'],
    ['the currency sign alone', '¥'],
    ['a sign after the amount', '12¥'],
  ])('refuses %s (%j)', (_n, typed) => {
    expect(wireAmount(typed)).toBeUndefined();
  });
});

describe('cents', () => {
  it('reads a wire amount as whole cents', () => {
    expect(amountCents('12345.60')).toBe(1234560n);
    expect(amountCents('0.01')).toBe(1n);
    expect(amountCents('999999999999999.99')).toBe(99999999999999999n);
  });

  it('refuses what is not the wire form', () => {
    expect(() => amountCents('12.5')).toThrow(RangeError);
    expect(() => amountCents('1,234.50')).toThrow(RangeError);
    expect(() => amountCents('-1.00')).toThrow(RangeError);
  });

  it('writes cents in the wire form', () => {
    expect(centsToWire(0n)).toBe('0.00');
    expect(centsToWire(5n)).toBe('0.05');
    expect(centsToWire(1234560n)).toBe('12345.60');
    expect(centsToWire(-150n)).toBe('-1.50');
    expect(centsToWire(99999999999999999n)).toBe('999999999999999.99');
  });

  it('turns full-width digits, point and comma to ASCII and leaves the rest', () => {
    expect(halfWidth('０１２３４５６７８９．，ａ')).toBe('0123456789.,ａ');
  });
});
