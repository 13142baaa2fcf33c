import { area, type ManifestRoute } from './define.ts';
import type { RouteMeta } from '../meta.ts';

const { screen, to } = area('/businessAssociation');
/** The index and its four children need no login (spec 000 §3 fallback menu). */
const open: RouteMeta = { requiresLogin: false };

/** Business association (spec 001 §2 "/businessAssociation"); contentAdd and activityAdd are hidden. */
export const businessAssociationRoutes: readonly ManifestRoute[] = [
  to('', 'index', '商会协会', { ...open, en: 'Chambers and associations' }),
  screen('index', '商会协会首页', { ...open, en: 'Chambers and associations home' }),
  screen('basicInformation', '基本信息', { ...open, en: 'Basic information' }),
  screen('memberManagement', '会员管理', { en: 'Member management', ...open, operations: ['associaFeePaySub'] }),
  screen('contentDelivery', '内容发布', { ...open, en: 'Content publishing' }),
  screen('activityManagement', '活动管理', { ...open, en: 'Activity management' }),
  screen('contentAdd', '新增内容', { en: 'New content', hidden: true }),
  screen('activityAdd', '新增活动', { en: 'New activity', hidden: true }),
];
