import { area, type ManifestRoute } from './define.ts';

const { screen, to } = area('/tradeTreasure');

/** Trade treasure (spec 001 §2 "/tradeTreasure"): the area goes to index, which goes to setting. */
export const tradeTreasureRoutes: readonly ManifestRoute[] = [
  to('', 'index', '贸易宝'),
  to('index', 'setting', '贸易宝首页'),
  screen('setting', '贸易账户设置'),
  screen('main', '贸易服务首页'),
  screen('balance', '贸易账户余额', { operations: ['accountListQry'] }),
  screen('detail', '贸易账户明细', { operations: ['accountTransDetailQry'] }),
  screen('alias', '贸易账户别名'),
  screen('receipt', '贸易账户回单', { operations: ['elecReceiptQry'] }),
];
