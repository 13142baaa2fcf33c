/** Announcements as the news pages pass them in the URL (spec 000 §2: the query carries the announcement). Pure. */
export interface NewsRef {
  ID: string;
  NOTICE_TITLE: string;
  PUBLISH_DATE?: string;
}

export const NEWS_DETAIL_PATH = '/homeNews/newsDetail';
const MAX_TITLE = 200;

export function newsDetailUrl(item: NewsRef): string {
  const query = new URLSearchParams({ ID: item.ID, NOTICE_TITLE: item.NOTICE_TITLE });
  if (item.PUBLISH_DATE) query.set('PUBLISH_DATE', item.PUBLISH_DATE);
  return `${NEWS_DETAIL_PATH}?${query.toString()}`;
}

/** The announcement in a query string; undefined when an id or title is missing or out of bounds. */
export function newsFromQuery(search: URLSearchParams): NewsRef | undefined {
  const id = search.get('ID')?.trim() ?? '';
  const title = search.get('NOTICE_TITLE')?.trim() ?? '';
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(id) || title === '' || title.length > MAX_TITLE) return undefined;
  const date = search.get('PUBLISH_DATE') ?? '';
  return { ID: id, NOTICE_TITLE: title, ...(/^\d{4}-\d{2}-\d{2}$/.test(date) ? { PUBLISH_DATE: date } : {}) };
}
