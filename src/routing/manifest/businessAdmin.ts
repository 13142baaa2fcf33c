import { area, button, detail, type ManifestRoute, row, tab } from './define.ts';

const { screen, to } = area('/businessAdmin');

/** Business admin (spec 001 §2 "/businessAdmin"; /businessAdmin itself is a screen, spec 000 §2). */
export const businessAdminRoutes: readonly ManifestRoute[] = [
  screen('', '企业管理', { operations: ['enterpriseInforQry'] }),
  screen('businessInfo', '企业信息', { operations: ['enterpriseInforQry'] }),
  screen('account', '企业账户管理', { operations: ['accountListQry', 'enterpriseAcctUpd'] }),
  screen('accountModified', '账户权限修改', { operations: ['enterpriseAcctUpd'] }),
  screen('userManage', '用户管理', { operations: ['enterpriseUserListQry', 'enterpriseUserUpd'] }),
  screen('userModified', '用户信息修改', { operations: ['enterpriseUserUpd'] }),
  screen('dredgeBusiness', '业务开通', { operations: ['openServeUpdate'], actions: [tab('elecOrderSigningUpd', '电子订单签约')] }),
  // 授权模式修改 (autoModeUpdate) has its own screen beside this one in the menu
  screen('empower', '授权管理', {
    operations: ['authRuleQry', 'autoModeUpdate'],
    actions: [
      // a rule for a kind that has none; a kind's rule removed (it is then 单人: a relaxation, reviewed)
      button('autoModeAdd', '新增授权模式'),
      row('autoModeDelete', '删除', { from: { TRANS_KIND: 'TRANS_KIND' } }),
    ],
  }),
  screen('empowerModified', '授权模式修改', { operations: ['autoModeUpdate'] }),
  screen('approveAdmin', '审批管理', { operations: ['tradingOrderMngUpdate'] }),
  screen('quiryManage', '查询权限管理'),
  screen('message', '消息管理', { operations: ['messageListQry'] }),
  screen('messageDetails', '消息详情', { ...detail, operations: ['messageListQry'] }),
  screen('messageAdd', '新增消息'),
  screen('messageDelete', '删除消息'),
  screen('messageDeal', '消息处理', { operations: ['messageListQry'] }),
  to('processManage', 'empower', '流程管理'),
];
