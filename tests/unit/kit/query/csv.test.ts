// The CSV of the shown result: UTF-8 with BOM for Excel, quoting, formulas neutralised.
import { describe, expect, it } from 'vitest';
import { BOM, csvCell, csvFileName, toCsv } from '@/kit/query/csv.ts';

describe('toCsv', () => {
  it('starts with the BOM, has the titles, CRLF lines', () => {
    const text = toCsv([{ A: '张三', B: '1,285,630.45' }], [{ name: 'A', title: '户名' }, { name: 'B', title: '金额' }]);
    expect(text.startsWith(BOM)).toBe(true);
    expect(text).toBe(`${BOM}户名,金额\r\n张三,"1,285,630.45"\r\n`);
  });

  it.each([
    ['a quote doubled', 'say "hi"', '"say ""hi"""'],
    ['a line break quoted', 'a\nb', '"a\nb"'],
    ['a formula neutralised', '=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['a plus formula', '+1+2', '\'+1+2'],
    ['an at formula', '@SUM(A1)', '\'@SUM(A1)'],
    ['a negative amount is data', '-12500.00', '-12500.00'],
    ['a missing value empty', undefined, ''],
    ['a number', 12, '12'],
  ] as const)('%s', (_n, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('names the file by the title and the day', () => {
    expect(csvFileName('交易明细/查询', '2026-11-23')).toBe('交易明细_查询_20261123.csv');
    expect(csvFileName('', '2026-01-05')).toBe('export_20260105.csv');
  });
});
