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
];
