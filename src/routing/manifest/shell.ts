import { area, type ManifestRoute, type ScreenOptions } from './define.ts';

const { screen, to } = area('');

/**
 * Shell-level routes (spec 000 §2) and the cover-layout pages (spec 000 §2, spec 001 §2). The cover
 * pages are public, with the footer except /identityCheck; /changePassword and /identityCheck serve the
 * forgotten-password path, so they need no login either.
 */
export const shellRoutes: readonly ManifestRoute[] = [
  to('/', '/home/index', '首页', { en: 'Home', requiresLogin: false }),
  screen('/home/index', '首页', { en: 'Home', name: 'home', layout: 'cover', requiresLogin: false, view: 'own' }),
  // spec 000 §4: logged out, the gateway payment link starts key login, then continues here
  screen('/gatewayPayment/gateway-pay/index', '网关支付', { en: 'Gateway payment', loginEntry: 'ukey', view: 'own' }),
];

const coverPage = (path: string, title: string, extra: ScreenOptions) => screen(path, title, { layout: 'cover', requiresLogin: false, ...extra });

export const coverRoutes: readonly ManifestRoute[] = [
  coverPage('/changePassword', '修改密码', { en: 'Change password', operations: ['changePassword'] }),
  coverPage('/identityCheck', '身份验证', { en: 'Identity verification', hideFooter: true, operations: ['forgotPasswordSms', 'forgotPassword'] }),
  coverPage('/contactUs', '联系我们', { en: 'Contact us', view: 'own' }),
  coverPage('/aboutUs', '关于我们', { en: 'About us' }),
  coverPage('/privacyDisclosure', '隐私政策', { en: 'Privacy policy' }),
  coverPage('/useDisclosure', '使用须知', { en: 'Terms of use' }),
  coverPage('/introduction', '企业网银演示', { en: 'Corporate online banking demo' }),
  coverPage('/productList', '产品列表', { en: 'Products', operations: ['productListQry'] }),
  coverPage('/transferActivity', '转账优惠活动', { en: 'Transfer promotions' }),
];
