import { area, detail, type ManifestRoute } from './define.ts';

const { alias, screen, to } = area('/mine');

/**
 * Mine (spec 001 §2 "/mine"). personalCenter and functionSet are spelt
 * `personalCenter/personalCenter` and `functionSet/functionSet`, as spec 000 §2 gives them (the shell
 * routes and the home page's custom entry); the other children are one segment, as spec 001 lists them.
 */
export const mineRoutes: readonly ManifestRoute[] = [
  to('', 'personalCenter/personalCenter', '个人中心', { en: 'Personal center' }),
  // spec 001 §2 spells these with one segment: both spellings open the screen (issue 38)
  alias('personalCenter', 'personalCenter/personalCenter', '个人信息', { en: 'Personal information' }),
  alias('functionSet', 'functionSet/functionSet', '常用功能设置', { en: 'Frequently used functions' }),
  screen('personalCenter/personalCenter', '个人信息', { en: 'Personal information', operations: ['updateBaseInfo'], view: 'own' }),
  screen('changeLoginPass', '修改登录密码', { en: 'Change login password', operations: ['changePassword'] }),
  screen('updateCertificate', '证书更新', { en: 'Certificate renewal', operations: ['loginUkeyCheck'] }),
  screen('functionSet/functionSet', '常用功能设置', { en: 'Frequently used functions', operations: ['commonlyFunctionQry'] }),
  screen('select', '查询服务', { en: 'Query services' }),
  screen('selectOperatorInfo', '操作员信息查询', { en: 'Operator information', operations: ['enterpriseUserListQry'] }),
  screen('selectOperationLog', '操作日志查询', { en: 'Operation log query', operations: ['operationLogQry'] }),
  screen('equity/equity', '我的权益', { en: 'My benefits', operations: ['equityListQry'] }),
  screen('equity/detail', '权益详情', { en: 'Benefit details', ...detail, operations: ['equityListQry'] }),
  screen('equity/result', '权益领取结果', { en: 'Benefit claim result' }),
  screen('equity/history', '权益领取记录', { en: 'Benefit claim history', operations: ['equityListQry'] }),
  screen('equity/uEquity', '可用权益', { en: 'Available benefits', operations: ['equityListQry'] }),
  screen('switchEnterpriseOrder', '企业切换排序', { en: 'Enterprise switch order', operations: ['enterpriseListQry'] }),
  screen('setMorePassword', '交易密码设置', { en: 'Transaction password settings' }),
];
