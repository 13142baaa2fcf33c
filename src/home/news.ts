/**
 * Links to an announcement carry its id only (spec 000 §2); the detail page loads the title and
 * body with newsDetailQry, so no text of the URL is shown on the bank's origin (issue 15 finding 10).
 * Pure.
 */
export const NEWS_DETAIL_PATH = '/homeNews/newsDetail';

export function newsDetailUrl(item: { ID: string }): string {
  return `${NEWS_DETAIL_PATH}?${new URLSearchParams({ ID: item.ID }).toString()}`;
}

/** The announcement id in a query string; undefined when missing or not an id. */
export function newsIdFromQuery(search: URLSearchParams): string | undefined {
  const id = search.get('ID')?.trim() ?? '';
  return /^[A-Za-z0-9_-]{1,32}$/.test(id) ? id : undefined;
}
