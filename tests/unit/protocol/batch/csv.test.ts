// The CSV writer shared by query exports and batch templates: BOM, quoting, formulas neutralised.
// issue 37, spec 000 §7 upload.
import { describe, expect, it } from 'vitest';
import * as kitCsv from '@/kit/query/csv.ts';
import { batchTemplate, BOM, csvCell, toCsv } from '@/protocol/batch/csv.ts';
import { parseBatchText, type BatchColumn } from '@/protocol/batch/parse.ts';

const COLUMNS: BatchColumn[] = [
  { name: 'PAYEE_ACCT_NO', title: '收款账号', required: true, kind: 'account' },
  { name: 'PAYEE_ACCT_NAME', title: '收款户名', required: true, maxLength: 120 },
  { name: 'TRAN_AMT', title: '金额', required: true, kind: 'amount' },
  { name: 'REMARK', title: '附言' },
];

describe('csvCell', () => {
  it.each([
    ['a plain text', '张三', '张三'],
    ['an equals formula', '=1+2', '\'=1+2'],
    ['a plus formula (a phone number with spaces)', '+86 138 0000 0000', '\'+86 138 0000 0000'],
    ['a phone number that is a plain signed number stays', '+8613800000000', '+8613800000000'],
    ['a minus formula', '-2+3', '\'-2+3'],
    ['an at formula', '@SUM(A1:A3)', '\'@SUM(A1:A3)'],
    ['a tab', '\tx', '\'\tx'],
    ['a carriage return, quoted', '\rx', '"\'\rx"'],
    ['a negative amount is data', '-1.00', '-1.00'],
    ['a signed integer is data', '+5', '+5'],
    ['a comma quoted', '1,234.50', '"1,234.50"'],
    ['a quote doubled', 'say "hi"', '"say ""hi"""'],
    ['a line break quoted', 'a\r\nb', '"a\r\nb"'],
    ['null empty', null, ''],
    ['a number', 12.5, '12.5'],
    // issue 50 item 3: a formula once trimmed and normalised (NFKC) is neutralised too
    ['a full-width equals formula', '＝1+1', '\'＝1+1'],
    ['a formula after a space', ' =1+1', '\' =1+1'],
    ['a formula after a zero-width space', '\u200B=1+1', '\'\u200B=1+1'],
    ['a formula after an ideographic space', '\u3000@SUM(A1)', '\'\u3000@SUM(A1)'],
    ['a small equals formula', '\uFE661+1', '\'\uFE661+1'],
    ['a full-width signed number is data', '－１.００', '－１.００'],
    ['a sign alone is data', '-', '-'],
  ] as const)('%s', (_n, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('toCsv and batchTemplate', () => {
  it('writes the BOM, the titles and CRLF lines', () => {
    expect(toCsv([{ A: '=x', B: 1 }], [{ name: 'A', title: '甲' }, { name: 'B', title: '乙' }]))
      .toBe(`${BOM}甲,乙\r\n'=x,1\r\n`);
  });

  it('writes a template: titles, then the examples by field name', () => {
    const text = batchTemplate(COLUMNS, [
      { PAYEE_ACCT_NO: '6222021234567890123', PAYEE_ACCT_NAME: '张三', TRAN_AMT: '1,000.00' },
    ]);
    expect(text).toBe(`${BOM}收款账号,收款户名,金额,附言\r\n6222021234567890123,张三,"1,000.00",\r\n`);
    expect(batchTemplate(COLUMNS, [])).toBe(`${BOM}收款账号,收款户名,金额,附言\r\n`);
  });

  it('reads back what it wrote: the formula quote is removed (and the formula flagged), -1.00 never had one', () => {
    const remarks = ['=1+2', '+86 138 0000 0000', '-2+3', '@SUM(A1)', '-1.00', 'a, "b" c'];
    const text = batchTemplate(COLUMNS, remarks.map((REMARK) => (
      { PAYEE_ACCT_NO: '6222021234567890123', PAYEE_ACCT_NAME: '张三', TRAN_AMT: '1', REMARK })));
    expect(text).toContain('\r\n6222021234567890123,张三,1,\'=1+2\r\n');
    expect(text).toContain(',-1.00\r\n');
    const parsed = parseBatchText(text, COLUMNS);
    // issue 49 item 5: a cell that starts like a formula is a problem of its row, not booked
    expect(parsed.problems.map((p) => [p.row, p.why.code])).toEqual([[2, 'formula'], [3, 'formula'], [4, 'formula'], [5, 'formula']]);
    expect(parsed.rows.map((r) => r.REMARK)).toEqual(remarks);
    expect(parsed.total).toBe('2.00');
  });

  it('is the writer the query export uses', () => {
    expect(kitCsv.toCsv).toBe(toCsv);
    expect(kitCsv.csvCell).toBe(csvCell);
    expect(kitCsv.BOM).toBe(BOM);
  });
});
