import { area, type ManifestRoute } from './define.ts';

const { screen, to } = area('/enterpriseEcological');

/** Enterprise ecological (spec 001 §2 "/enterpriseEcological"). */
export const enterpriseEcologicalRoutes: readonly ManifestRoute[] = [
  to('', 'setting', '企业生态', { en: 'Enterprise ecosystem' }),
  screen('setting', '生态账户设置', { en: 'Ecosystem account settings' }),
  screen('main', '生态服务首页', { en: 'Ecosystem services home' }),
  screen('balance', '生态账户余额', { en: 'Ecosystem account balance', operations: ['accountListQry'] }),
  screen('detail', '生态账户明细', { en: 'Ecosystem account details', operations: ['accountTransDetailQry'] }),
  screen('alias', '生态账户别名', { en: 'Ecosystem account alias' }),
  screen('receipt', '生态账户回单', { en: 'Ecosystem account receipts', operations: ['elecReceiptQry'] }),
];
