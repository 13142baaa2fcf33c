import { area, button, detail, type ManifestRoute, row, tab } from './define.ts';

const { screen, to } = area('/businessAdmin');

/** Business admin (spec 001 §2 "/businessAdmin"; /businessAdmin itself is a screen, spec 000 §2). */
export const businessAdminRoutes: readonly ManifestRoute[] = [
  screen('', '企业管理', { en: 'Enterprise management', operations: ['enterpriseInforQry'] }),
  screen('businessInfo', '企业信息', { en: 'Company information', operations: ['enterpriseInforQry'] }),
  screen('account', '企业账户管理', { en: 'Enterprise accounts', operations: ['accountListQry', 'enterpriseAcctUpd'] }),
  screen('accountModified', '账户权限修改', { en: 'Edit account permissions', operations: ['enterpriseAcctUpd'] }),
  screen('userManage', '用户管理', { en: 'User management', operations: ['enterpriseUserListQry', 'enterpriseUserUpd'] }),
  screen('userModified', '用户信息修改', { en: 'Edit user information', operations: ['enterpriseUserUpd'] }),
  screen('dredgeBusiness', '业务开通', { en: 'Service activation', operations: ['openServeUpdate'], actions: [tab('elecOrderSigningUpd', '电子订单签约')] }),
  // 授权模式修改 (autoModeUpdate) has its own screen beside this one in the menu
  screen('empower', '授权管理', {
    en: 'Authorization management',
    operations: ['authRuleQry', 'autoModeUpdate'],
    actions: [
      // a rule for a kind that has none; a kind's rule removed (it is then 单人: a relaxation, reviewed)
      button('autoModeAdd', '新增授权模式'),
      row('autoModeDelete', '删除', { from: { TRANS_KIND: 'TRANS_KIND' } }),
    ],
  }),
  screen('empowerModified', '授权模式修改', { en: 'Modify authorization mode', operations: ['autoModeUpdate'] }),
  screen('approveAdmin', '审批管理', { en: 'Approval management', operations: ['tradingOrderMngUpdate'] }),
  screen('quiryManage', '查询权限管理', { en: 'Query permissions' }),
  screen('message', '消息管理', { en: 'Message management', operations: ['messageListQry'] }),
  screen('messageDetails', '消息详情', { en: 'Message details', ...detail, operations: ['messageListQry'] }),
  screen('messageAdd', '新增消息', { en: 'New message' }),
  screen('messageDelete', '删除消息', { en: 'Delete messages' }),
  screen('messageDeal', '消息处理', { en: 'Message handling', operations: ['messageListQry'] }),
  to('processManage', 'empower', '流程管理', { en: 'Workflow management' }),
];
