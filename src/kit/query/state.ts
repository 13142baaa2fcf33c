/**
 * A query screen's paging and sorting live in the URL (STYLE-EXAMPLES §3): Back, reload and a
 * bookmark show the same page. Criteria stay in the screen's state (account numbers, names and
 * amounts are kept out of URLs, which history and server logs keep); a kept-alive screen keeps them.
 * Pure: two functions between URLSearchParams and the state, foreign keys (layout...) kept.
 */
export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

export type SortOrder = 'ASC' | 'DESC';

export interface PageState {
  page: number;
  size: number;
  sort?: { field: string; order: SortOrder } | undefined;
}

const KEYS = { page: 'page', size: 'size', sort: 'sort' } as const;
const FIELD = /^[A-Z][A-Z0-9_]{0,31}$/;

/** The state a URL asks for; a value that is not valid is the default, never an error. */
export function readPage(search: URLSearchParams, columns: readonly string[]): PageState {
  const page = Number(search.get(KEYS.page));
  const size = Number(search.get(KEYS.size));
  const [field = '', order = ''] = (search.get(KEYS.sort) ?? '').split('.');
  const sort = FIELD.test(field) && columns.includes(field) && (order === 'ASC' || order === 'DESC') ? { field, order } as const : undefined;
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 99999 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    ...(sort ? { sort } : {}),
  };
}

/** The URL for a state: defaults left out, every other key of the URL kept. */
export function writePage(previous: URLSearchParams, next: PageState): URLSearchParams {
  const out = new URLSearchParams(previous);
  for (const key of Object.values(KEYS)) out.delete(key);
  if (next.page !== 1) out.set(KEYS.page, String(next.page));
  if (next.size !== DEFAULT_PAGE_SIZE) out.set(KEYS.size, String(next.size));
  if (next.sort) out.set(KEYS.sort, `${next.sort.field}.${next.sort.order}`);
  return out;
}

/** A click on a column header: ascending, then descending, then unsorted; back to page 1. */
export function toggleSort(state: PageState, field: string): PageState {
  const current = state.sort?.field === field ? state.sort.order : undefined;
  const order: SortOrder | undefined = current === undefined ? 'ASC' : current === 'ASC' ? 'DESC' : undefined;
  return { page: 1, size: state.size, ...(order ? { sort: { field, order } } : {}) };
}

/** A new search or page size starts at page 1. */
export const firstPage = (state: PageState, size = state.size): PageState => ({ ...state, page: 1, size });

/** The number of pages for a total (at least one). */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(Math.max(0, total) / size));

/** The paging fields of the request (the contract's PagingRequest). */
export function pagingFields(state: PageState): Record<string, string> {
  return {
    PAGE_NO: String(state.page),
    PAGE_SIZE: String(state.size),
    ...(state.sort ? { SORT_FIELD: state.sort.field, SORT_ORDER: state.sort.order } : {}),
  };
}
