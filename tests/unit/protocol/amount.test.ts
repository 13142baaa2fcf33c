// One amount grammar, the contract's (issue 48 item 5): the pattern of openapi/components/envelope.yaml's
// Amount, generated into src/api/generated/amount.ts, is what the form's filter and schema, the batch
// reader, the signing rows, the capital and English words and the mock bank accept. A property test over
// random strings shows they all agree; changing the pattern changes every one of them (no other file).
// spec 000 §5 (amount input: digits, one point, configurable decimals, default 2; capital converter).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zAmount } from '@/api/generated/areas/transfer/zod.gen.ts';
import { AMOUNT, fromMinor, grouped, isAmountText, isWireAmount, largestAmount, toMinor, toWire } from '@/protocol/amount.ts';
import { amountInWords } from '@/protocol/amount-words.ts';
import { wireAmount } from '@/protocol/batch/amount.ts';
import { toCapitalAmount } from '@/protocol/capital-amount.ts';
import { shownAmount } from '@/protocol/signing/rules.ts';
import { filterAmount, padAmount } from '@/ui/input.ts';
import { fen } from '@mock/bank/rules.ts';

const mockAccepts = (s: string) => {
  try {
    fen(s);
    return true;
  } catch {
    return false;
  }
};
const converts = (convert: (s: string) => unknown, s: string) => {
  try {
    convert(s);
    return true;
  } catch {
    return false;
  }
};

/** Strings near the grammar: digits, points, signs, commas, spaces, full-width digits, long runs. */
const amountish = fc.oneof(
  fc.stringMatching(/^-?[0-9]{0,18}(\.[0-9]{0,4})?$/),
  fc.string({ unit: fc.constantFrom('0', '1', '9', '.', ',', '-', ' ', '１', 'e', '+'), maxLength: 22 }),
  fc.bigInt({ min: 0n, max: 10n ** 18n }).map((n) => fromMinor(n)),
);

describe('the contract\'s Amount grammar', () => {
  it('is 15 integer digits and 2 decimals today, read from the contract\'s pattern', () => {
    expect(AMOUNT).toEqual({ integerDigits: 15, decimals: 2 });
    expect(largestAmount()).toBe('999999999999999.99');
    expect(isWireAmount(largestAmount())).toBe(true);
    expect(isWireAmount('1000000000000000.00')).toBe(false);
  });

  it('is accepted alike by the contract\'s zod schema, the mock bank and the batch reader', () => {
    fc.assert(fc.property(amountish, (s) => {
      const wire = isWireAmount(s);
      expect(zAmount.safeParse(s).success, `zod: ${s}`).toBe(wire);
      expect(mockAccepts(s), `mock: ${s}`).toBe(wire);
      // the batch file reads people's writing too; a wire amount reads as itself (zero is no payment)
      if (wire && toMinor(s) > 0n) expect(wireAmount(s), `batch: ${s}`).toBe(s);
      const read = wireAmount(s);
      if (read !== undefined) expect(isWireAmount(read), `batch wrote ${read} for ${s}`).toBe(true);
    }), { numRuns: 2000 });
  });

  it('is what the signing rows, the capital and English words and the form\'s filter take, within the same limits', () => {
    fc.assert(fc.property(amountish, (s) => {
      const text = isAmountText(s);
      expect(shownAmount(s) !== undefined, `signing: ${s}`).toBe(text);
      expect(shownAmount(s, 'CNY', 'en-US') !== undefined, `signing en-US: ${s}`).toBe(text);
      expect(converts(amountInWords, s), `words: ${s}`).toBe(text);
      expect(converts(toCapitalAmount, s) || !text, `capital: ${s}`).toBe(true);
      if (text) {
        const wire = toWire(s) ?? '';
        expect(isWireAmount(wire)).toBe(true);
        // what a person types, through the form's filter and padding, is the wire form
        expect(padAmount(filterAmount(s, AMOUNT.decimals, AMOUNT.integerDigits), AMOUNT.decimals)).toBe(wire);
      }
    }), { numRuns: 2000 });
  });

  it('keeps a 16th integer digit out of the form, and counts in minor units exactly', () => {
    expect(filterAmount('1234567890123456', AMOUNT.decimals, AMOUNT.integerDigits)).toBe('123456789012345');
    expect(toMinor('999999999999999.99')).toBe(99999999999999999n);
    expect(fromMinor(-5n)).toBe('-0.05');
    expect(grouped('1234567.5')).toBe('1,234,567.5');
    expect(grouped('-1234.00')).toBe('-1,234.00');
    expect(() => toMinor('12.5')).toThrow(RangeError);
  });

  it('follows a changed grammar: 13 integer digits and one decimal', () => {
    const g = { integerDigits: 13, decimals: 1 };
    expect(isWireAmount('9999999999999.9', g)).toBe(true);
    expect(isWireAmount('99999999999999.9', g)).toBe(false);
    expect(isWireAmount('1.00', g)).toBe(false);
    expect(largestAmount(g)).toBe('9999999999999.9');
    expect(toWire('12', g)).toBe('12.0');
    expect(fromMinor(125n, g)).toBe('12.5');
  });
});
