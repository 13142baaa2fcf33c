import { area, detail, type ManifestRoute, row, tab } from './define.ts';

const { alias, screen, to } = area('/invesmentFinance');

/**
 * Investment finance (spec 001 §2 "/invesmentFinance", spelt so). Choices where the spec names no path:
 * - managemoney: `supermarket/supermarket` as the home page's quick function spells it; the buy and
 *   redeem flows are `buy`, `buyResult`, `redeem`, `redeemResult` (the spec says "each with result pages").
 * - `depositproducts` (the area's redirect target) is a screen: the deposit product list; depositbuy's
 *   "buy, confirm and result screens" are `depositbuy/buy`, `depositbuy/confirm`, `depositbuy/result`.
 * - A bare name takes its group's directory (`saction/informationmodify`, `fundquery/fundquery`), an
 *   item starting with the group's first segment is spelled from the area (`saction/components/fundrisk`).
 */
export const invesmentFinanceRoutes: readonly ManifestRoute[] = [
  to('', 'depositproducts', '投资理财'),
  screen('managemoney/supermarket/supermarket', '理财超市', { operations: ['productListQry'] }),
  alias('managemoney/supermarket', 'managemoney/supermarket/supermarket', '理财超市'), // spec 001 §2's spelling (issue 38)
  // a wealth-product order still being processed (1 处理中) is withdrawn from its row
  screen('managemoney/transactionquery', '理财交易查询', {
    operations: ['productTransQry'],
    actions: [row('financeProductWithdraw', '撤单', { when: { PRODUCT_KIND: ['1'], TRANS_STATUS: ['1'] } })],
  }),
  screen('managemoney/financialcontract', '理财签约', { operations: ['financeProductSign'], actions: [tab('financeProductRescind', '解约')] }),
  screen('managemoney/myfinancial', '我的理财', { operations: ['holdingQry'] }),
  screen('managemoney/buy', '理财购买', { operations: ['financeProductBuy', 'productListQry'] }),
  screen('managemoney/buyResult', '理财购买结果'),
  screen('managemoney/redeem', '理财赎回', { operations: ['financeProductRedeem', 'holdingQry'] }),
  screen('managemoney/redeemResult', '理财赎回结果'),
  screen('adminstration/productfund', '基金产品', { operations: ['productListQry'] }),
  screen('adminstration/fundsdetails', '基金详情', { ...detail, operations: ['productListQry'] }),
  screen('adminstration/fundconfirmation', '基金购买', { operations: ['fundBuy', 'productListQry'] }),
  screen('adminstration/confirmationinfo', '基金购买确认'),
  screen('adminstration/requirement', '基金风险揭示'),
  screen('adminstration/result', '基金办理结果'),
  screen('saction/saction', '基金账户签约', { operations: ['fundSign'] }),
  screen('saction/components/fundrisk', '基金风险测评'),
  screen('saction/informationmodify', '基金账户信息修改', {
    operations: ['fundChangeAccount'],
    actions: [tab('fundDividendMethod', '分红方式修改')],
  }),
  screen('saction/fundsigncontranct', '基金签约协议', { operations: ['fundSign'] }),
  screen('query/query', '持有产品查询', { operations: ['holdingQry'] }),
  screen('query/redeem', '持有产品赎回', { operations: ['fundRedeem', 'holdingQry'] }),
  screen('query/redeemcon', '赎回确认'),
  screen('query/holdn', '持仓明细', { operations: ['holdingQry'] }),
  screen('fundquery/withdraw', '基金撤单', { operations: ['fundCancel', 'productTransQry'] }),
  screen('fundquery/fundquery', '基金交易查询', { operations: ['productTransQry'] }),
  screen('fundquery/result', '基金撤单结果'),
  screen('depositproducts', '存款产品', { operations: ['productListQry'] }),
  screen('depositproducts/depositbuy/buy', '存款购买', { operations: ['depositBuy', 'productListQry'] }),
  screen('depositproducts/depositbuy/confirm', '存款购买确认'),
  screen('depositproducts/depositbuy/result', '存款购买结果'),
  screen('depositproducts/depositdraw/index', '定期存款支取', { operations: ['holdingQry'] }),
  screen('depositproducts/depositdraw/draw/index', '支取申请', { operations: ['depositWithdraw', 'holdingQry'] }),
];
