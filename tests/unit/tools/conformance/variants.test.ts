// The property-based variations of a query (tools/conformance/variants.ts, issue 53 item 1: "boundaries
// of lengths, enums, amounts, dates"): drawn with fast-check from the field table, repeatable by seed,
// always inside the contract for the boundary variant and breaking it in one field for the invalid one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldInfo } from '@/api/generated/fields.ts';
import { fields } from '@/api/generated/fields.ts';
import {
  boundaryVariant, breaking, CONTRACT_REFUSAL, invalidVariant, isPaged, pageVariants, rangeEnd,
} from '@tools/conformance/variants.ts';

const PAGING: FieldInfo[] = [
  { name: 'PAGE_NO', title: '页码', maxLength: 6, pattern: '^[1-9][0-9]{0,5}$', required: true, origin: 'paging' },
  { name: 'PAGE_SIZE', title: '每页条数', maxLength: 3, pattern: '^[1-9][0-9]{0,2}$', required: true, origin: 'paging' },
];
const QUERY: FieldInfo[] = [
  ...PAGING,
  { name: 'ACCT_NO', title: '账号', ref: 'AccountNo', maxLength: 32, pattern: '^[0-9]{10,32}$', required: true },
  { name: 'START_DATE', title: '起始日期', format: 'date', maxLength: 10 },
  { name: 'END_DATE', title: '截止日期', format: 'date', maxLength: 10 },
  { name: 'DC_FLAG', title: '借贷标志', enum: ['D', 'C'] },
  { name: 'MIN_AMT', title: '最小金额', ref: 'Amount', maxLength: 18 },
  { name: 'MAX_AMT', title: '最大金额', ref: 'Amount', maxLength: 18 },
  { name: 'PAYEE_ACCT_NAME', title: '收款户名', maxLength: 120 },
];
const EXAMPLE = { PAGE_NO: '1', PAGE_SIZE: '10', ACCT_NO: '6230910000012345678', START_DATE: '2026-11-01', END_DATE: '2026-11-30' };
const TODAY = '2026-11-29';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^(0|[1-9][0-9]{0,14})\.[0-9]{2}$/;

describe('boundaryVariant', () => {
  it('sets every criterion at a boundary and keeps identifiers and paging as the example has them', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
      const v = boundaryVariant(QUERY, EXAMPLE, seed, TODAY);
      if (!v) return false;
      const b = v.body as Record<string, string>;
      expect(v.expect).toEqual({ kind: 'success' });
      expect(v.changed).toEqual(['START_DATE', 'END_DATE', 'DC_FLAG', 'MIN_AMT', 'MAX_AMT', 'PAYEE_ACCT_NAME']);
      expect(b.ACCT_NO).toBe(EXAMPLE.ACCT_NO);
      expect([b.PAGE_NO, b.PAGE_SIZE]).toEqual(['1', '10']);
      expect(b.START_DATE).toMatch(DATE);
      expect(b.END_DATE).toMatch(DATE);
      expect((b.START_DATE ?? '') <= (b.END_DATE ?? '') && (b.END_DATE ?? '') <= TODAY).toBe(true);
      expect(['D', 'C']).toContain(b.DC_FLAG);
      expect(b.MIN_AMT).toMatch(AMOUNT);
      expect(b.MAX_AMT).toMatch(AMOUNT);
      expect(Number(b.MIN_AMT) <= Number(b.MAX_AMT)).toBe(true);
      expect([1, 120]).toContain(b.PAYEE_ACCT_NAME?.length);
      return true;
    }), { numRuns: 200 });
  });

  it('is the same for the same seed', () => {
    expect(boundaryVariant(QUERY, EXAMPLE, 7, TODAY)).toEqual(boundaryVariant(QUERY, EXAMPLE, 7, TODAY));
  });

  it('reaches every boundary over seeds: both ends of a text, each enum value, the largest amount', () => {
    const body = (s: number) => boundaryVariant(QUERY, EXAMPLE, s, TODAY)?.body as Record<string, string>;
    const seen = (name: string) => new Set(Array.from({ length: 60 }, (_, s) => body(s)[name]));
    expect(new Set([...seen('PAYEE_ACCT_NAME')].map((t) => t?.length))).toEqual(new Set([1, 120]));
    expect(seen('DC_FLAG')).toEqual(new Set(['D', 'C']));
    expect(seen('MAX_AMT')).toContain('999999999999999.99');
    expect(seen('END_DATE')).toContain(TODAY);
    expect(seen('END_DATE')).toContain('2024-02-29');
  });

  it('keeps a single date at or before today, and gives nothing for a query with nothing to vary', () => {
    const single: FieldInfo[] = [{ name: 'TRANS_DATE', title: '日期', format: 'date' }];
    for (let s = 0; s < 20; s += 1) expect((boundaryVariant(single, {}, s, '2026-01-15')?.body.TRANS_DATE as string) <= '2026-01-15').toBe(true);
    expect(boundaryVariant([...PAGING, QUERY[2] as FieldInfo], EXAMPLE, 1, TODAY)).toBeUndefined();
  });

  it('varies every query of the contract within its own field table', () => {
    for (const [id, op] of Object.entries(fields)) {
      if (op.kind !== 'query') continue;
      const v = boundaryVariant(op.request, {}, 3, TODAY);
      for (const name of v?.changed ?? []) expect(op.request.some((f) => f.name === name), `${id}.${name}`).toBe(true);
    }
  });
});

describe('pages and ranges', () => {
  it('asks pages 1 and 2 of two rows with the example\'s criteria', () => {
    const pages = pageVariants(QUERY, EXAMPLE);
    expect(pages?.map((p) => [p.label, p.body.PAGE_NO, p.body.PAGE_SIZE, p.body.ACCT_NO])).toEqual([
      ['page 1 of 2 rows', '1', '2', EXAMPLE.ACCT_NO], ['page 2 of 2 rows', '2', '2', EXAMPLE.ACCT_NO],
    ]);
    expect(pageVariants(QUERY.slice(2), EXAMPLE)).toBeUndefined();
    expect(isPaged(PAGING)).toBe(true);
    expect(isPaged(PAGING.slice(1))).toBe(false);
  });

  it('pairs the ends of a range', () => {
    const names = new Set(['START_DATE', 'END_DATE', 'MIN_AMT', 'MAX_AMT', 'START_X']);
    expect(rangeEnd('START_DATE', names)).toBe('END_DATE');
    expect(rangeEnd('MIN_AMT', names)).toBe('MAX_AMT');
    expect(rangeEnd('START_X', names)).toBeUndefined();
    expect(rangeEnd('END_DATE', names)).toBeUndefined();
  });
});

describe('invalidVariant', () => {
  it('breaks one field against its contract and expects E0400', () => {
    const v = invalidVariant(QUERY, EXAMPLE, 5);
    expect(v?.expect).toEqual({ kind: 'refusal', status: CONTRACT_REFUSAL });
    expect(v?.changed).toHaveLength(1);
    expect(v?.label).toMatch(/^[A-Z_]+ breaks the contract \(.+\)$/);
  });

  it('has a breaking value for each kind of field', () => {
    expect(breaking({ name: 'DC_FLAG', title: '', enum: ['D', 'C'] })).toEqual({ value: 'ZZ', why: 'not one of D, C' });
    expect(breaking({ name: 'X', title: '', enum: ['ZZ', 'ZZZ'] })?.value).toBe('99');
    expect(breaking({ name: 'END_DATE', title: '', format: 'date' })).toEqual({ value: '2026-02-30', why: 'no such date' });
    expect(breaking({ name: 'MIN_AMT', title: '', ref: 'Amount' })).toEqual({ value: '1.234', why: 'three decimals' });
    expect(breaking({ name: 'PAGE_SIZE', title: '', pattern: '^[1-9][0-9]{0,2}$', origin: 'paging' })).toEqual({ value: '0', why: 'a page of no rows' });
    expect(breaking({ name: 'NAME', title: '', maxLength: 3 })).toEqual({ value: '字字字字', why: '4 characters, above maxLength 3' });
    expect(breaking({ name: 'ACCT_NO', title: '', ref: 'AccountNo', pattern: '^[0-9]+$' })).toBeUndefined();
    expect(breaking({ name: 'NOTE', title: '' })).toBeUndefined();
    expect(invalidVariant([QUERY[2] as FieldInfo], EXAMPLE, 1)).toBeUndefined();
  });

  it('picks the broken field by the seed, every candidate for some seed', () => {
    const picked = new Set(Array.from({ length: 80 }, (_, s) => invalidVariant(QUERY, EXAMPLE, s)?.changed[0]));
    expect(picked).toEqual(new Set(['PAGE_SIZE', 'START_DATE', 'END_DATE', 'DC_FLAG', 'MIN_AMT', 'MAX_AMT', 'PAYEE_ACCT_NAME']));
  });
});
