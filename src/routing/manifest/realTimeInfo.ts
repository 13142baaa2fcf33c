import { area, cover, detail, type ManifestRoute } from './define.ts';

const { screen, to } = area('/realTimeInfo');

/** Real-time information (spec 001 §2 "/realTimeInfo"); the detail has the cover layout. */
export const realTimeInfoRoutes: readonly ManifestRoute[] = [
  to('', 'realTimeInfoList', '实时资讯', { en: 'Real-time news' }),
  screen('realTimeInfoList', '资讯列表', { en: 'News list', operations: ['newsListQry'] }),
  screen('realTimeInfoDetail', '资讯详情', { en: 'News details', ...detail, ...cover, operations: ['newsListQry', 'newsDetailQry'] }),
];
