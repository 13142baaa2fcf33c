import { area, type ManifestRoute, type ScreenOptions } from './define.ts';

const { screen, to } = area('');

/**
 * Shell-level routes (spec 000 §2) and the cover-layout pages (spec 000 §2, spec 001 §2). The cover
 * pages are public, with the footer except /identityCheck; /changePassword and /identityCheck serve the
 * forgotten-password path, so they need no login either.
 */
export const shellRoutes: readonly ManifestRoute[] = [
  to('/', '/home/index', '首页', { requiresLogin: false }),
  screen('/home/index', '首页', { name: 'home', layout: 'cover', requiresLogin: false }),
  // spec 000 §4: logged out, the gateway payment link starts key login, then continues here
  screen('/gatewayPayment/gateway-pay/index', '网关支付', { loginEntry: 'ukey' }),
];

const coverPage = (path: string, title: string, extra: ScreenOptions = {}) => screen(path, title, { layout: 'cover', requiresLogin: false, ...extra });

export const coverRoutes: readonly ManifestRoute[] = [
  coverPage('/changePassword', '修改密码', { operations: ['changePassword'] }),
  coverPage('/identityCheck', '身份验证', { hideFooter: true, operations: ['forgotPasswordSms', 'forgotPassword'] }),
  coverPage('/contactUs', '联系我们'),
  coverPage('/aboutUs', '关于我们'),
  coverPage('/privacyDisclosure', '隐私政策'),
  coverPage('/useDisclosure', '使用须知'),
  coverPage('/introduction', '企业网银演示'),
  coverPage('/productList', '产品列表', { operations: ['productListQry'] }),
  coverPage('/transferActivity', '转账优惠活动'),
];
