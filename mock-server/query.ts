/**
 * Query answers that page and sort (the contract's PagingRequest: PAGE_NO, PAGE_SIZE, SORT_FIELD,
 * SORT_ORDER; answers with TOTAL and LIST): Prism answers a query with its example, every row of it;
 * the gateway sorts those rows by the asked column, cuts the asked page, and sets TOTAL to the number of
 * rows, so testers and the browser tests page and sort against the mock. Pure.
 */
type Row = Record<string, unknown>;

const numeric = (value: unknown) => typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value);

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

function compare(a: unknown, b: unknown): number {
  if (numeric(a) && numeric(b)) return Number(a) - Number(b);
  return text(a).localeCompare(text(b), 'zh-CN');
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
  const rows = (list as Row[]).slice();
  const field = typeof request.SORT_FIELD === 'string' ? request.SORT_FIELD : '';
  if (field) {
    const sign = request.SORT_ORDER === 'DESC' ? -1 : 1;
    rows.sort((x, y) => sign * compare(x[field], y[field]));
  }
  const body = { ...answer.body, TOTAL: rows.length, LIST: rows.slice((page - 1) * size, page * size) };
  return JSON.stringify({ ...answer, body });
}
