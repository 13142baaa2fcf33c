// The mock pages and sorts a query's example rows (the contract's PagingRequest; mock-server/gateway/query.ts).
import { describe, expect, it } from 'vitest';
import { pageQuery } from '@mock/gateway/query.ts';

const rows = [
  { TRANS_SEQ: 'T3', TRAN_AMT: '900.00', NAME: '乙' },
  { TRANS_SEQ: 'T1', TRAN_AMT: '12500.00', NAME: '甲' },
  { TRANS_SEQ: 'T2', TRAN_AMT: '88.50', NAME: '丙' },
];
const answer = JSON.stringify({ head: { STATUS: '000000' }, body: { TOTAL: 3, LIST: rows } });
type Answer = { body: { TOTAL: number; LIST: typeof rows } };
const ask = (extra: Record<string, string>) => JSON.parse(pageQuery(JSON.stringify(extra), answer)) as Answer;
const seqs = (extra: Record<string, string>) => ask(extra).body.LIST.map((r) => r.TRANS_SEQ);

describe('pageQuery', () => {
  it('cuts the asked page and counts every row', () => {
    expect(ask({ PAGE_NO: '2', PAGE_SIZE: '2' }).body).toEqual({ TOTAL: 3, LIST: [rows[2]] });
    expect(ask({ PAGE_NO: '3', PAGE_SIZE: '2' }).body.LIST).toEqual([]);
  });

  it('sorts amounts as numbers, both ways, before cutting', () => {
    expect(seqs({ PAGE_NO: '1', PAGE_SIZE: '2', SORT_FIELD: 'TRAN_AMT', SORT_ORDER: 'ASC' })).toEqual(['T2', 'T3']);
    expect(seqs({ PAGE_NO: '1', PAGE_SIZE: '3', SORT_FIELD: 'TRAN_AMT', SORT_ORDER: 'DESC' })).toEqual(['T1', 'T3', 'T2']);
    expect(seqs({ PAGE_NO: '1', PAGE_SIZE: '3', SORT_FIELD: 'TRANS_SEQ' })).toEqual(['T1', 'T2', 'T3']);
  });

  it('leaves an answer without paging, or that is not a list, as it was', () => {
    expect(pageQuery('{}', answer)).toBe(answer);
    expect(pageQuery(JSON.stringify({ PAGE_NO: '0', PAGE_SIZE: '2' }), answer)).toBe(answer);
    const noList = '{"head":{"STATUS":"000000"},"body":{}}';
    expect(pageQuery(JSON.stringify({ PAGE_NO: '1', PAGE_SIZE: '2' }), noList)).toBe(noList);
    expect(pageQuery('not json', answer)).toBe(answer);
  });
});
