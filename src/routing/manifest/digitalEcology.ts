import { area, detail, iframe, type ManifestRoute } from './define.ts';

const { screen } = area('/digitalEcology');

/**
 * Digital ecology (spec 001 §2): /digitalEcology uses the embedded-frame layout; signDetail the cover
 * layout, kept alive. addCompany and companyApplyList are also listed among the shell-level routes
 * (spec 000 §2): one entry each, here. `/digitalEcology/iframe?type=1` has menu id 11406000000.
 */
export const digitalEcologyRoutes: readonly ManifestRoute[] = [
  screen('', '数字生态', { ...iframe, en: 'Digital ecosystem' }),
  screen('enterprise', '生态企业', { en: 'Ecosystem enterprises' }),
  screen('result', '办理结果', { en: 'Processing result' }),
  screen('companyApplyList', '企业申请列表', { en: 'Enterprise applications', operations: ['ecoCompanyApplyQry'] }),
  screen('enterpriseEdit', '企业信息编辑', { en: 'Edit enterprise information' }),
  screen('purchase', '采购管理', { en: 'Procurement' }),
  screen('addCompany', '创建/加入企业', { en: 'Create/join enterprise' }),
  screen('staffManager', '员工管理', { en: 'Staff management' }),
  screen('settlementManager', '结算管理', { en: 'Settlement management' }),
  screen('signmanager', '签约管理', { en: 'Agreement management', operations: ['ecoSignQry'] }),
  screen('signDetail', '签约详情', { en: 'Agreement details', ...detail, layout: 'cover', keepAlive: true, operations: ['ecoSignQry'] }),
  screen('iframe', '生态服务', { en: 'Ecosystem services' }),
];
