import { area, detail, type ManifestRoute } from './define.ts';
import type { RouteMeta } from '../meta.ts';

const { screen, to } = area('/homeNews');
/** All with the cover layout (spec 001 §2); public, since the home carousel shows them to visitors. */
const news: RouteMeta = { layout: 'cover', requiresLogin: false };

/** Home news (spec 001 §2 "/homeNews"). */
export const homeNewsRoutes: readonly ManifestRoute[] = [
  to('', 'newsList', '新闻公告', { ...news, en: 'News and announcements' }),
  // the bank's announcements (spec 000 §2, §7: bankAnnouncementListQry), each leading to newsDetail
  screen('newsList', '银行公告', { en: 'Bank announcements', ...news, operations: ['bankAnnouncementListQry'], view: 'own' }),
  screen('newsDetail', '公告详情', { en: 'Announcement details', ...detail, ...news, operations: ['newsListQry', 'newsDetailQry'], view: 'own' }),
  screen('bannerDetail', '活动详情', { en: 'Activity details', ...detail, ...news, operations: ['newsListQry', 'newsDetailQry'] }),
];
