import { area, detail, iframe, type ManifestRoute } from './define.ts';

const { screen } = area('/digitalEcology');

/**
 * Digital ecology (spec 001 §2): /digitalEcology uses the embedded-frame layout; signDetail the cover
 * layout, kept alive. addCompany and companyApplyList are also listed among the shell-level routes
 * (spec 000 §2): one entry each, here. `/digitalEcology/iframe?type=1` has menu id 11406000000.
 */
export const digitalEcologyRoutes: readonly ManifestRoute[] = [
  screen('', '数字生态', iframe),
  screen('enterprise', '生态企业'),
  screen('result', '办理结果'),
  screen('companyApplyList', '企业申请列表', { operations: ['ecoCompanyApplyQry'] }),
  screen('enterpriseEdit', '企业信息编辑'),
  screen('purchase', '采购管理'),
  screen('addCompany', '创建/加入企业'),
  screen('staffManager', '员工管理'),
  screen('settlementManager', '结算管理'),
  screen('signmanager', '签约管理', { operations: ['ecoSignQry'] }),
  screen('signDetail', '签约详情', { ...detail, layout: 'cover', keepAlive: true, operations: ['ecoSignQry'] }),
  screen('iframe', '生态服务'),
];
