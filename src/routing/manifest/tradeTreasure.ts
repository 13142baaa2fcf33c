import { area, type ManifestRoute } from './define.ts';

const { screen, to } = area('/tradeTreasure');

/** Trade treasure (spec 001 §2 "/tradeTreasure"): the area goes to index, which goes to setting. */
export const tradeTreasureRoutes: readonly ManifestRoute[] = [
  to('', 'index', '贸易宝', { en: 'Trade services' }),
  to('index', 'setting', '贸易宝首页', { en: 'Trade home' }),
  screen('setting', '贸易账户设置', { en: 'Trade account settings' }),
  screen('main', '贸易服务首页', { en: 'Trade services home' }),
  screen('balance', '贸易账户余额', { en: 'Trade account balance', operations: ['accountListQry'] }),
  screen('detail', '贸易账户明细', { en: 'Trade account details', operations: ['accountTransDetailQry'] }),
  screen('alias', '贸易账户别名', { en: 'Trade account alias' }),
  screen('receipt', '贸易账户回单', { en: 'Trade account receipts', operations: ['elecReceiptQry'] }),
];
