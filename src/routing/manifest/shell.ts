import type { RouteMeta } from '../meta.ts';

/**
 * Shell-level routes (spec 000 §2). Screens load on demand; `load` returns the module whose
 * default export is the screen.
 */
export interface ManifestRoute {
  path: string;
  meta: RouteMeta;
  /** Redirect target ("to" in spec 001 §2). */
  redirect?: string;
  load?: () => Promise<{ default: React.ComponentType }>;
}

export const shellRoutes: ManifestRoute[] = [
  { path: '/', redirect: '/home/index', meta: { requiresLogin: false } },
  {
    path: '/home/index',
    meta: { name: 'home', layout: 'cover', requiresLogin: false },
    load: () => import('../../home/HomePage.tsx'),
  },
  {
    path: '/mine/personalCenter/personalCenter',
    meta: {},
    load: () => import('../../screens/mine/personalCenter/personalCenter/index.tsx'),
  },
  {
    // spec 000 §4: logged out, the gateway payment link starts key login, then continues here
    path: '/gatewayPayment/gateway-pay/index',
    meta: { loginEntry: 'ukey' },
    load: () => import('../../screens/gatewayPayment/gateway-pay/index/index.tsx'),
  },
  { path: '/businessAdmin', meta: {}, load: () => import('../../screens/businessAdmin/index.tsx') },
  { path: '/businessAdmin/businessInfo', meta: {}, load: () => import('../../screens/businessAdmin/businessInfo/index.tsx') },
  { path: '/digitalEcology/addCompany', meta: {}, load: () => import('../../screens/digitalEcology/addCompany/index.tsx') },
  {
    path: '/digitalEcology/companyApplyList',
    meta: {},
    load: () => import('../../screens/digitalEcology/companyApplyList/index.tsx'),
  },
  { path: '/mine/functionSet/functionSet', meta: {}, load: () => import('../../screens/mine/functionSet/functionSet/index.tsx') },
  // announcements are public (the carousel shows them to visitors)
  { path: '/homeNews', redirect: '/homeNews/newsList', meta: { requiresLogin: false } },
  { path: '/homeNews/newsList', meta: { requiresLogin: false }, load: () => import('../../screens/homeNews/newsList/index.tsx') },
  { path: '/homeNews/newsDetail', meta: { requiresLogin: false }, load: () => import('../../screens/homeNews/newsDetail/index.tsx') },
  ...coverRoutes(),
];

/**
 * The cover-layout pages (spec 000 §2, spec 001 §2): public, with the footer except /identityCheck.
 * /changePassword and /identityCheck serve the forgotten-password path, so they need no login either.
 */
function coverRoutes(): ManifestRoute[] {
  const cover = (path: string, load: ManifestRoute['load'], extra: Partial<ManifestRoute['meta']> = {}): ManifestRoute => ({
    path,
    meta: { layout: 'cover', requiresLogin: false, ...extra },
    load,
  });
  return [
    cover('/changePassword', () => import('../../screens/changePassword/index.tsx')),
    cover('/identityCheck', () => import('../../screens/identityCheck/index.tsx'), { hideFooter: true }),
    cover('/contactUs', () => import('../../screens/contactUs/index.tsx')),
    cover('/aboutUs', () => import('../../screens/aboutUs/index.tsx')),
    cover('/privacyDisclosure', () => import('../../screens/privacyDisclosure/index.tsx')),
    cover('/useDisclosure', () => import('../../screens/useDisclosure/index.tsx')),
    cover('/introduction', () => import('../../screens/introduction/index.tsx')),
    cover('/productList', () => import('../../screens/productList/index.tsx')),
    cover('/transferActivity', () => import('../../screens/transferActivity/index.tsx')),
  ];
}
