import { area, type ManifestRoute } from './define.ts';

const { screen, to } = area('/businessAdmin');

/** Business admin (spec 001 §2 "/businessAdmin"; /businessAdmin itself is a screen, spec 000 §2). */
export const businessAdminRoutes: readonly ManifestRoute[] = [
  screen('', '企业管理'),
  screen('businessInfo', '企业信息'),
  screen('account', '企业账户管理'),
  screen('accountModified', '账户权限修改'),
  screen('userManage', '用户管理'),
  screen('userModified', '用户信息修改'),
  screen('dredgeBusiness', '业务开通'),
  screen('empower', '授权管理'),
  screen('empowerModified', '授权模式修改'),
  screen('approveAdmin', '审批管理'),
  screen('quiryManage', '查询权限管理'),
  screen('message', '消息管理'),
  screen('messageDetails', '消息详情'),
  screen('messageAdd', '新增消息'),
  screen('messageDelete', '删除消息'),
  screen('messageDeal', '消息处理'),
  to('processManage', 'empower', '流程管理'),
];
