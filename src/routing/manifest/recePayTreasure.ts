import { area, type ManifestRoute } from './define.ts';

const { screen, to } = area('/recePayTreasure');

/** Receivables and payables treasure (spec 001 §2): the area goes to index, which goes to merInApplication. */
export const recePayTreasureRoutes: readonly ManifestRoute[] = [
  to('', 'index', '收付宝', { en: 'Collections and payments' }),
  to('index', 'advanceParts/merInApplication', '收付宝首页', { en: 'Collections and payments home' }),
  screen('advanceParts/applySpeedQuery', '申请进度查询', { en: 'Application progress', operations: ['rptreasureApplyQry'] }),
  screen('advanceParts/merInApplication', '商户入驻申请', { en: 'Merchant onboarding application', operations: ['rptreasureMerInApplySub'] }),
  to('audit', 'audit/flowsQuery', '对账审计', { en: 'Reconciliation audit' }),
  screen('audit/flowsQuery', '收付流水查询', { en: 'Collection and payment transaction query', operations: ['rptreasureFlowQry'] }),
  screen('audit/reconciliationQuery', '收付对账查询', { en: 'Collection and payment reconciliation query', operations: ['rptreasureReconQry'] }),
  screen('audit/report', '收付对账报表', { en: 'Collection and payment reconciliation report', operations: ['rptreasureAuditSub', 'rptreasureReconQry'] }),
];
