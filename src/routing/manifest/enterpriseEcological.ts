import { area, type ManifestRoute } from './define.ts';

const { screen, to } = area('/enterpriseEcological');

/** Enterprise ecological (spec 001 §2 "/enterpriseEcological"). */
export const enterpriseEcologicalRoutes: readonly ManifestRoute[] = [
  to('', 'setting', '企业生态'),
  screen('setting', '生态账户设置'),
  screen('main', '生态服务首页'),
  screen('balance', '生态账户余额', { operations: ['accountListQry'] }),
  screen('detail', '生态账户明细', { operations: ['accountTransDetailQry'] }),
  screen('alias', '生态账户别名'),
  screen('receipt', '生态账户回单', { operations: ['elecReceiptQry'] }),
];
