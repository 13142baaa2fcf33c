// The amount in English words (src/protocol/amount-words.ts): what an en-US confirmation shows and
// signs beside an amount, as the Chinese one shows the capital amount (spec 000 §5; issue 38).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords } from '@/protocol/amount-words.ts';

describe('amountInWords', () => {
  it.each([
    ['0', 'zero and 00/100'],
    ['0.08', 'zero and 08/100'],
    ['0.5', 'zero and 50/100'],
    ['7', 'seven and 00/100'],
    ['15', 'fifteen and 00/100'],
    ['20', 'twenty and 00/100'],
    ['42.1', 'forty-two and 10/100'],
    ['100', 'one hundred and 00/100'],
    ['105', 'one hundred five and 00/100'],
    ['999', 'nine hundred ninety-nine and 00/100'],
    ['1000', 'one thousand and 00/100'],
    ['12500.50', 'twelve thousand five hundred and 50/100'],
    ['12345.6', 'twelve thousand three hundred forty-five and 60/100'],
    ['1000001', 'one million one and 00/100'],
    ['2000300000', 'two billion three hundred thousand and 00/100'],
    ['999999999999999.99', 'nine hundred ninety-nine trillion nine hundred ninety-nine billion nine hundred ninety-nine million '
    + 'nine hundred ninety-nine thousand nine hundred ninety-nine and 99/100'],
  ])('%s -> %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it.each(['-1', '1.234', '', 'abc', '01', '1e3', '1000000000000000', ' 1'])('refuses %j', (amount) => {
    expect(() => amountInWords(amount)).toThrow(RangeError);
  });

  it('gives different words for different amounts (a property over whole yuan and cents)', () => {
    const cents = fc.bigInt({ min: 0n, max: 10n ** 17n - 1n });
    fc.assert(fc.property(cents, cents, (a, b) => {
      fc.pre(a !== b);
      const amount = (n: bigint) => `${(n / 100n).toString()}.${(n % 100n).toString().padStart(2, '0')}`;
      expect(amountInWords(amount(a))).not.toBe(amountInWords(amount(b)));
    }));
  });

  it('writes words only: no digit but the cents', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }), (n) => {
      const words = amountInWords(n.toString());
      expect(words).toMatch(/^[a-z -]+ and 00\/100$/);
      expect(words).not.toMatch(/ {2}|^ | $/);
    }));
  });
});
