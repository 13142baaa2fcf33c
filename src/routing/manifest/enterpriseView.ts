import { area, type ManifestRoute } from './define.ts';

const { alias, screen, to } = area('/enterpriseView');

/**
 * Enterprise view (spec 001 §2 "/enterpriseView"): valueInfo with a fixed sidebar and no
 * scroll-to-top. The static fallback menu's `/enterpriseView/valueInfo/valueInfo` (spec 000 §3) is read
 * as this screen: the fallback menu points at `/enterpriseView/valueInfo` with its anchors.
 */
export const enterpriseViewRoutes: readonly ManifestRoute[] = [
  to('', 'valueInfo', '企业360视图', { en: 'Enterprise 360 view' }),
  screen('valueInfo', '企业价值信息', { en: 'Enterprise value information', fixedSidebar: true, noScrollTop: true, operations: ['enterpriseInforQry'] }),
  alias('valueInfo/valueInfo', 'valueInfo', '企业价值信息', { en: 'Enterprise value information' }), // the fallback menu's spelling (spec 000 §3; issue 38)
];
