// A query screen's paging and sorting in the URL (STYLE-EXAMPLES §3, react-admin's queryReducer).
import { describe, expect, it } from 'vitest';
import { firstPage, pageCount, pagingFields, readPage, toggleSort, writePage } from '@/kit/query/state.ts';

const cols = ['TRAN_AMT', 'TRANS_DATE'];
const read = (q: string) => readPage(new URLSearchParams(q), cols);

describe('readPage', () => {
  it('reads page, size and sort', () => {
    expect(read('page=3&size=20&sort=TRAN_AMT.DESC')).toEqual({ page: 3, size: 20, sort: { field: 'TRAN_AMT', order: 'DESC' } });
  });
  it.each(['page=0', 'page=-1', 'page=abc', 'page=1.5', 'page=999999', 'size=7', 'size=', 'sort=TRAN_AMT', 'sort=NOPE.ASC', 'sort=TRAN_AMT.UP', 'sort=<script>.ASC'])(
    'takes the default for %s, never throws',
    (q) => {
      const state = read(q);
      expect(state.page).toBe(1);
      expect([10, 20, 50]).toContain(state.size);
      if (q.startsWith('sort')) expect(state.sort).toBeUndefined();
    },
  );
});

describe('writePage', () => {
  it('leaves defaults out and keeps foreign keys', () => {
    expect(writePage(new URLSearchParams('layout=iframe&page=4'), { page: 1, size: 10 }).toString()).toBe('layout=iframe');
    expect(writePage(new URLSearchParams(''), { page: 2, size: 50, sort: { field: 'TRANS_DATE', order: 'ASC' } }).toString())
      .toBe('page=2&size=50&sort=TRANS_DATE.ASC');
  });
  it('round-trips', () => {
    const state = { page: 5, size: 20, sort: { field: 'TRAN_AMT', order: 'ASC' as const } };
    expect(readPage(writePage(new URLSearchParams(), state), cols)).toEqual(state);
  });
});

describe('sorting and paging', () => {
  it('cycles a column ascending, descending, unsorted, and goes back to page 1', () => {
    let s = toggleSort({ page: 3, size: 10 }, 'TRAN_AMT');
    expect(s).toEqual({ page: 1, size: 10, sort: { field: 'TRAN_AMT', order: 'ASC' } });
    s = toggleSort({ ...s, page: 2 }, 'TRAN_AMT');
    expect(s).toEqual({ page: 1, size: 10, sort: { field: 'TRAN_AMT', order: 'DESC' } });
    expect(toggleSort(s, 'TRAN_AMT')).toEqual({ page: 1, size: 10 });
    expect(toggleSort(s, 'TRANS_DATE').sort).toEqual({ field: 'TRANS_DATE', order: 'ASC' });
  });
  it('a new search or page size starts at page 1', () => {
    expect(firstPage({ page: 4, size: 10 }, 20)).toEqual({ page: 1, size: 20 });
  });
  it('counts pages, at least one', () => {
    expect([pageCount(0, 10), pageCount(10, 10), pageCount(11, 10), pageCount(-3, 10)]).toEqual([1, 1, 2, 1]);
  });
  it('gives the request its paging fields (the contract\'s PagingRequest)', () => {
    expect(pagingFields({ page: 2, size: 10, sort: { field: 'TRAN_AMT', order: 'DESC' } })).toEqual({
      PAGE_NO: '2', PAGE_SIZE: '10', SORT_FIELD: 'TRAN_AMT', SORT_ORDER: 'DESC',
    });
    expect(pagingFields({ page: 1, size: 10 })).toEqual({ PAGE_NO: '1', PAGE_SIZE: '10' });
  });
});
