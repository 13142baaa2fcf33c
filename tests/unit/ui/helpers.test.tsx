// Input and display helpers (spec 000 §5, §9).
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '@/app/theme.ts';
import { DebouncedButton } from '@/ui/DebouncedButton.tsx';
import { toCapitalAmount } from '@/protocol/capital-amount.ts';
import { maskCard, shortenName } from '@/ui/format.ts';
import {
  digitsOnly,
  amountNote,
  filterAmount,
  halfWidth,
  lettersAndDigits,
  padAmount,
  lettersDigitsChinese,
  stripChinese,
  stripSpecial,
  upperCase,
} from '@/ui/input.ts';
import { authSiteString, maturityDate, termDays, within24Hours } from '@/ui/time.ts';

describe('filterAmount (spec 000 §5: digits and one point, no leading zeros, 2 decimals by default)', () => {
  it.each([
    ['12500.00', '12500.00'],
    ['007', '7'],
    ['0', '0'],
    ['00.5', '0.5'],
    ['.5', '0.5'],
    ['1.2.3', '1.23'],
    ['.5.3', '0.53'],
    ['1.239', '1.23'],
    ['１２a3.4b5', '123.45'],
    ['１２３４５．６', '12345.6'],
    ['¥1,234.5', '1234.5'],
    ['12345。6', '12345.6'],
    ['-12.5', '12.5'],
    ['12.', '12.'],
    ['', ''],
  ])('%j -> %j', (raw, kept) => {
    expect(filterAmount(raw)).toBe(kept);
  });
  it('takes the number of decimals', () => {
    expect(filterAmount('7.12345', 4)).toBe('7.1234');
    expect(filterAmount('7.5', 0)).toBe('7');
    expect(filterAmount('7.55', 0)).toBe('7');
    expect(filterAmount('7.', 0)).toBe('7');
  });
});

describe('padAmount (issue 38: an amount as people type it, sent with its two decimals)', () => {
  it.each([
    ['12345.6', '12345.60'],
    ['12345', '12345.00'],
    ['12.', '12.00'],
    ['0.5', '0.50'],
    ['0', '0.00'],
    ['12500.00', '12500.00'],
    ['', ''],
    ['1.234', '1.234'],
    ['-5', '-5'],
    ['.5', '.5'],
    ['1,234.5', '1,234.5'],
  ])('%j -> %j', (typed, sent) => {
    expect(padAmount(typed)).toBe(sent);
  });

  it('takes the number of decimals; none leaves the value', () => {
    expect(padAmount('7.1', 4)).toBe('7.1000');
    expect(padAmount('7', 0)).toBe('7');
  });

  it('gives the contract\'s wire form for whatever the amount filter keeps, and keeps it (a property over many inputs)', () => {
    const alphabet = ['0', '1', '5', '9', '.', ',', '¥', '１', '．', 'a', '-', ' '];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let i = 0; i < 3000; i++) {
      const typed = Array.from({ length: 1 + (next() % 12) }, () => alphabet[next() % alphabet.length]).join('');
      const kept = filterAmount(typed);
      const sent = padAmount(kept);
      if (kept === '') continue;
      expect(sent, typed).toMatch(/^(0|[1-9][0-9]*)\.[0-9]{2}$/);
      expect(padAmount(filterAmount(sent)), typed).toBe(sent); // formats back to itself
      expect(Number(sent), typed).toBe(Number(kept));
    }
  });
});

describe('amountNote (issue 38: what the amount filter refused, said)', () => {
  it.each([
    ['-5', '金额不能为负数'],
    ['5-', '金额不能为负数'],
    ['12a', '金额只能输入数字和小数点'],
    ['abc', '金额只能输入数字和小数点'],
    ['1.2.3', '金额只能有一个小数点'],
    ['12.345', '金额最多 2 位小数'],
    ['１２．３４５', '金额最多 2 位小数'],
  ])('says why %s is not kept as typed', (typed, note) => {
    expect(amountNote(typed)).toBe(note);
    expect(filterAmount(typed)).not.toBe(typed);
  });

  it.each(['12345', '12345.6', '12,345.67', '¥12.5', '￥ 1,234.50', '１２．５', '0.5', '', '12.'])('says nothing of %s', (typed) => {
    expect(amountNote(typed)).toBeUndefined();
  });

  it('counts the decimals the field allows', () => {
    expect(amountNote('1.2345', 4)).toBeUndefined();
    expect(amountNote('1.23456', 4)).toBe('金额最多 4 位小数');
  });
});

describe('halfWidth', () => {
  it('turns full-width digits and points into ASCII, and nothing else', () => {
    expect(halfWidth('０１２３４５６７８９．。')).toBe('0123456789..');
    expect(halfWidth('１２a，Ｂ')).toBe('12a，Ｂ');
  });
});

describe('character filters (spec 000 §5)', () => {
  it.each([
    [digitsOnly, 'a1b2 3-', '123'],
    [lettersAndDigits, 'Ab-1 2_张', 'Ab12'],
    [lettersDigitsChinese, 'Ab-1 张三！', 'Ab1张三'],
    [stripSpecial, '张三 <b>&"x"', '张三 bx'],
    [stripChinese, 'abc张三123', 'abc123'],
    [upperCase, 'abc123x', 'ABC123X'],
  ] as const)('%o keeps what it should', (filter, raw, kept) => {
    expect(filter(raw)).toBe(kept);
  });
});

describe('toCapitalAmount (spec 000 §5: non-negative only)', () => {
  it.each([
    ['0', '零元整'],
    ['0.00', '零元整'],
    ['1', '壹元整'],
    ['10', '壹拾元整'],
    ['1005.20', '壹仟零伍元贰角整'],
    ['1005.02', '壹仟零伍元零贰分'],
    ['0.05', '伍分'],
    ['0.5', '伍角整'],
    ['100000', '壹拾万元整'],
    ['100001', '壹拾万零壹元整'],
    ['10010000', '壹仟零壹万元整'],
    ['12500.00', '壹万贰仟伍佰元整'],
    ['100000000', '壹亿元整'],
    ['100000001.01', '壹亿零壹元零壹分'],
    ['1234567890.12', '壹拾贰亿叁仟肆佰伍拾陆万柒仟捌佰玖拾元壹角贰分'],
  ])('%s -> %s', (amount, capital) => {
    expect(toCapitalAmount(amount)).toBe(capital);
  });
  it.each(['-1', '-0.01', 'abc', '1.234', '', '1e5', 'NaN', '12345678901234567'])('refuses %j with a clear message', (bad) => {
    expect(() => toCapitalAmount(bad)).toThrow(/金额/);
  });
  it('takes a number too', () => {
    expect(toCapitalAmount(3.5)).toBe('叁元伍角整');
    expect(() => toCapitalAmount(-3)).toThrow(RangeError);
  });
});

describe('masks and names (spec 000 §5)', () => {
  it('shows a card\'s first 4 and last 4 digits', () => {
    expect(maskCard('6230910000012345678')).toBe('6230***********5678');
    expect(maskCard('6230 9100 0001 2345')).toBe('6230********2345');
    expect(maskCard('12345678')).toBe('12345678');
  });
  it('shortens a name longer than 6 characters', () => {
    expect(shortenName('浙江绿谷农业科技有限公司')).toBe('浙江绿谷农业…');
    expect(shortenName('张敏')).toBe('张敏');
    expect(shortenName('六个字的名字')).toBe('六个字的名字');
  });
});

describe('time helpers (spec 000 §9)', () => {
  it('assumes 30-day months for deposit terms', () => {
    expect(termDays(3)).toBe(90);
    expect(maturityDate(new Date('2026-01-01T00:00:00Z'), 12).toISOString()).toBe('2026-12-27T00:00:00.000Z');
  });
  it('checks 24 hours as 86,400,000 ms', () => {
    expect(within24Hours(0, 86_399_999)).toBe(true);
    expect(within24Hours(0, 86_400_000)).toBe(false);
  });
  it('builds the auth-site string, 5 positions by default', () => {
    expect(authSiteString([1, 3])).toBe('10100');
    expect(authSiteString([], 3)).toBe('000');
    expect(() => authSiteString([1], 0)).toThrow(RangeError);
  });
});

describe('DebouncedButton (spec 000 §5, §9: disabled 1 s after a click, configurable)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  it('ignores clicks for the wait, then takes them again', () => {
    vi.useFakeTimers();
    const clicks: number[] = [];
    render(
      <ChakraProvider value={system}>
        <DebouncedButton onClick={() => clicks.push(Date.now())}>提交</DebouncedButton>
      </ChakraProvider>,
    );
    const button = screen.getByRole('button', { name: '提交' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(clicks).toHaveLength(1);
    // shown disabled, yet not made so: a disabled button drops the keyboard's focus (issue 49 item 1)
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    fireEvent.click(button);
    expect(clicks).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(button);
    expect(clicks).toHaveLength(2);
  });
  it('keeps a caller\'s own disabled a real one', () => {
    render(
      <ChakraProvider value={system}>
        <DebouncedButton disabled onClick={() => undefined}>下一步</DebouncedButton>
      </ChakraProvider>,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '下一步' }).disabled).toBe(true);
  });
  it('takes another wait (the shell\'s 500 ms)', () => {
    vi.useFakeTimers();
    let n = 0;
    render(
      <ChakraProvider value={system}>
        <DebouncedButton wait={500} onClick={() => (n += 1)}>退出</DebouncedButton>
      </ChakraProvider>,
    );
    const button = screen.getByRole('button', { name: '退出' });
    fireEvent.click(button);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    fireEvent.click(button);
    expect(n).toBe(2);
  });
});
