/**
 * Query answers that page and sort (the contract's PagingRequest: PAGE_NO, PAGE_SIZE, SORT_FIELD,
 * SORT_ORDER; answers with TOTAL and LIST): Prism answers a query with its example, every row of it;
 * the gateway sorts those rows by the asked column, cuts the asked page, and sets TOTAL to the number of
 * rows, so testers and the browser tests page and sort against the mock. Pure.
 */
type Row = Record<string, unknown>;

/** The most rows a query's LIST holds (the contract's maxItems). */
export const MAX_ROWS = 100;

const numeric = (value: unknown) => typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value);

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

function compare(a: unknown, b: unknown): number {
  if (numeric(a) && numeric(b)) return Number(a) - Number(b);
  return text(a).localeCompare(text(b), 'zh-CN');
}

/** Rows sorted by the asked column and cut to the asked page, with their TOTAL (all rows without paging). */
export function pageRows<R extends object>(request: object, rows: R[]): { TOTAL: number; LIST: R[] } {
  const r = request as Row;
  const page = Number(r.PAGE_NO);
  const size = Number(r.PAGE_SIZE);
  const sorted = rows.slice();
  const field = typeof r.SORT_FIELD === 'string' ? r.SORT_FIELD : '';
  if (field) {
    const sign = r.SORT_ORDER === 'DESC' ? -1 : 1;
    sorted.sort((x, y) => sign * compare((x as Row)[field], (y as Row)[field]));
  }
  const paged = Number.isInteger(page) && Number.isInteger(size) && page >= 1 && size >= 1;
  // the contract's lists hold at most MAX_ROWS rows, whatever size is asked
  const from = paged ? (page - 1) * size : 0;
  return { TOTAL: sorted.length, LIST: sorted.slice(from, from + Math.min(paged ? size : MAX_ROWS, MAX_ROWS)) };
}

/** The answer's text with its LIST sorted and cut to the page; any other answer as it was. */
export function pageQuery(requestText: string, answerText: string): string {
  let request: Row;
  let answer: { head?: unknown; body?: Row };
  try {
    request = JSON.parse(requestText) as Row;
    answer = JSON.parse(answerText) as { head?: unknown; body?: Row };
  } catch {
    return answerText;
  }
  const list = answer.body?.LIST;
  const page = Number(request.PAGE_NO);
  const size = Number(request.PAGE_SIZE);
  const paged = Number.isInteger(page) && Number.isInteger(size) && page >= 1 && size >= 1;
  if (!Array.isArray(list) || !paged) return answerText;
  return JSON.stringify({ ...answer, body: { ...answer.body, ...pageRows(request, list as Row[]) } });
}
