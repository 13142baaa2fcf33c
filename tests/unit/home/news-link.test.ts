// Links to an announcement carry its id only; the detail page loads title and body by id
// (issue 15 finding 10; spec 000 §2).
import { describe, expect, it } from 'vitest';
import { newsDetailUrl, newsIdFromQuery } from '@/home/news.ts';

describe('announcement links (issue 15 finding 10)', () => {
  it('carry the id and nothing of the title', () => {
    const item = { ID: 'N20261120001', NOTICE_TITLE: '系统升级公告', PUBLISH_DATE: '2026-11-20' };
    expect(newsDetailUrl(item)).toBe('/homeNews/newsDetail?ID=N20261120001');
  });
  it('read the id alone from the query', () => {
    expect(newsIdFromQuery(new URLSearchParams('ID=N1&NOTICE_TITLE=请致电'))).toBe('N1');
    expect(newsIdFromQuery(new URLSearchParams('NOTICE_TITLE=请致电'))).toBeUndefined();
    expect(newsIdFromQuery(new URLSearchParams('ID=<b>'))).toBeUndefined();
  });
});
