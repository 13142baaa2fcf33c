// spec 000 §5: the Chinese-capital-amount converter (non-negative numbers only), card masking, name
// shortening. The capital forms follow the People's Bank of China's rules for filling in bills
// (正确填写票据和结算凭证的基本规定): a zero, or a run of zeros, between non-zero digits is written
// as one 零, across 万 and 亿 groups too; a whole group of zeros is not written out.
import { describe, expect, it } from 'vitest';
import { toCapitalAmount } from '@/protocol/capital-amount.ts';
import { maskCard, shortenName } from '@/ui/format.ts';

describe('toCapitalAmount: zeros between groups (spec 000 §5)', () => {
  it.each([
    // a whole zero group followed by a group that does not start with 0
    ['100001000', '壹亿零壹仟元整'],
    ['100001234', '壹亿零壹仟贰佰叁拾肆元整'],
    ['1000010000000', '壹万亿零壹仟万元整'],
    ['100000100', '壹亿零壹佰元整'],
    ['100000010', '壹亿零壹拾元整'],
    ['1000010000', '壹拾亿零壹万元整'],
    ['1000000010000', '壹万亿零壹万元整'],
    ['1000100000000', '壹万亿零壹亿元整'],
    ['10000001', '壹仟万零壹元整'],
    ['10001000', '壹仟万壹仟元整'],
    // a group that starts with 0 after a non-zero group
    ['1010000', '壹佰零壹万元整'],
    ['10100', '壹万零壹佰元整'],
    ['10001', '壹万零壹元整'],
    ['1001001', '壹佰万壹仟零壹元整'],
    // zeros inside a group
    ['1001', '壹仟零壹元整'],
    ['1010', '壹仟零壹拾元整'],
    ['1100', '壹仟壹佰元整'],
    ['101', '壹佰零壹元整'],
    ['110', '壹佰壹拾元整'],
    // whole trailing zero groups
    ['1000000000000', '壹万亿元整'],
    // the largest the contract's Amount allows (15 integer digits, issue 48 item 5)
    ['999999999999999', '玖佰玖拾玖万亿玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元整'],
    ['20000', '贰万元整'],
  ])('%s → %s', (amount, capital) => {
    expect(toCapitalAmount(amount)).toBe(capital);
  });
});

describe('toCapitalAmount: jiao and fen (spec 000 §5)', () => {
  it.each([
    ['0.05', '伍分'],
    ['0.5', '伍角整'],
    ['0.50', '伍角整'],
    ['0.55', '伍角伍分'],
    ['200000.50', '贰拾万元伍角整'],
    ['1409.50', '壹仟肆佰零玖元伍角整'],
    ['6007.14', '陆仟零柒元壹角肆分'],
    ['1680.32', '壹仟陆佰捌拾元叁角贰分'],
    ['3.07', '叁元零柒分'],
    ['00012.30', '壹拾贰元叁角整'],
    ['000', '零元整'],
    [' 12 ', '壹拾贰元整'],
    [8, '捌元整'],
    [1234.5, '壹仟贰佰叁拾肆元伍角整'],
  ])('%s → %s', (amount, capital) => {
    expect(toCapitalAmount(amount)).toBe(capital);
  });

  it('refuses what is not a non-negative amount of at most two decimals, and more integer digits than the contract\'s 15', () => {
    for (const bad of ['-1', '1.234', '', ' ', '1e3', '1.', '.5', 'abc', '１２']) {
      expect(() => toCapitalAmount(bad), bad).toThrow(RangeError);
    }
    expect(() => toCapitalAmount('-0.01')).toThrow('大写金额只能转换非负金额（最多两位小数）："-0.01"');
    expect(() => toCapitalAmount('1000000000000000')).toThrow('金额过大，无法转换：1000000000000000');
    expect(() => toCapitalAmount(-1)).toThrow(RangeError);
    expect(() => toCapitalAmount(Number.NaN)).toThrow(RangeError);
    expect(toCapitalAmount('0000000000000000001')).toBe('壹元整');
  });
});

describe('maskCard and shortenName (spec 000 §5)', () => {
  it('masks to the first 4 and last 4 digits, ignoring spaces', () => {
    expect(maskCard('6222 0212 3456 7890 123')).toBe('6222***********0123');
    expect(maskCard('123456789')).toBe('1234*6789');
    expect(maskCard('12345678')).toBe('12345678');
    expect(maskCard('1234')).toBe('1234');
    expect(maskCard('')).toBe('');
    expect(maskCard('1234 5678')).toBe('12345678');
  });

  it('shortens a name longer than 6 characters by code point', () => {
    expect(shortenName('浙江绿谷生态农业')).toBe('浙江绿谷生态…');
    expect(shortenName('浙江绿谷生态')).toBe('浙江绿谷生态');
    expect(shortenName('𠀀𠀁𠀂𠀃𠀄𠀅𠀆')).toBe('𠀀𠀁𠀂𠀃𠀄𠀅…');
    expect(shortenName('abcdef', 3)).toBe('abc…');
    expect(shortenName('abc', 3)).toBe('abc');
  });
});
