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
  to('', 'depositproducts', '投资理财', { en: 'Investment and wealth' }),
  screen('managemoney/supermarket/supermarket', '理财超市', { en: 'Wealth marketplace', operations: ['productListQry'] }),
  alias('managemoney/supermarket', 'managemoney/supermarket/supermarket', '理财超市', { en: 'Wealth marketplace' }), // spec 001 §2's spelling (issue 38)
  // a wealth-product order still being processed (1 处理中) is withdrawn from its row
  screen('managemoney/transactionquery', '理财交易查询', {
    en: 'Wealth management transaction records',
    operations: ['productTransQry'],
    actions: [row('financeProductWithdraw', '撤单', { when: { PRODUCT_KIND: ['1'], TRANS_STATUS: ['1'] } })],
  }),
  screen('managemoney/financialcontract', '理财签约', { en: 'Wealth management sign-up', operations: ['financeProductSign'], actions: [tab('financeProductRescind', '解约')] }),
  screen('managemoney/myfinancial', '我的理财', { en: 'My wealth management', operations: ['holdingQry'] }),
  screen('managemoney/buy', '理财购买', { en: 'Wealth management purchase', operations: ['financeProductBuy', 'productListQry'] }),
  screen('managemoney/buyResult', '理财购买结果', { en: 'Wealth management purchase result' }),
  screen('managemoney/redeem', '理财赎回', { en: 'Wealth management redemption', operations: ['financeProductRedeem', 'holdingQry'] }),
  screen('managemoney/redeemResult', '理财赎回结果', { en: 'Wealth management redemption result' }),
  screen('adminstration/productfund', '基金产品', { en: 'Fund products', operations: ['productListQry'] }),
  screen('adminstration/fundsdetails', '基金详情', { en: 'Fund details', ...detail, operations: ['productListQry'] }),
  screen('adminstration/fundconfirmation', '基金购买', { en: 'Fund purchase', operations: ['fundBuy', 'productListQry'] }),
  screen('adminstration/confirmationinfo', '基金购买确认', { en: 'Fund purchase confirmation' }),
  screen('adminstration/requirement', '基金风险揭示', { en: 'Fund risk disclosure' }),
  screen('adminstration/result', '基金办理结果', { en: 'Fund processing result' }),
  screen('saction/saction', '基金账户签约', { en: 'Fund account agreement', operations: ['fundSign'] }),
  screen('saction/components/fundrisk', '基金风险测评', { en: 'Fund risk assessment' }),
  screen('saction/informationmodify', '基金账户信息修改', {
    en: 'Fund account information change',
    operations: ['fundChangeAccount'],
    actions: [tab('fundDividendMethod', '分红方式修改')],
  }),
  screen('saction/fundsigncontranct', '基金签约协议', { en: 'Fund agreement', operations: ['fundSign'] }),
  screen('query/query', '持有产品查询', { en: 'Holdings query', operations: ['holdingQry'] }),
  screen('query/redeem', '持有产品赎回', { en: 'Redeem holdings', operations: ['fundRedeem', 'holdingQry'] }),
  screen('query/redeemcon', '赎回确认', { en: 'Redemption confirmation' }),
  screen('query/holdn', '持仓明细', { en: 'Holding details', operations: ['holdingQry'] }),
  screen('fundquery/withdraw', '基金撤单', { en: 'Fund order cancellation', operations: ['fundCancel', 'productTransQry'] }),
  screen('fundquery/fundquery', '基金交易查询', { en: 'Fund transaction records', operations: ['productTransQry'] }),
  screen('fundquery/result', '基金撤单结果', { en: 'Fund order cancellation result' }),
  screen('depositproducts', '存款产品', { en: 'Deposit product', operations: ['productListQry'] }),
  screen('depositproducts/depositbuy/buy', '存款购买', { en: 'Deposit purchase', operations: ['depositBuy', 'productListQry'] }),
  screen('depositproducts/depositbuy/confirm', '存款购买确认', { en: 'Deposit purchase confirmation' }),
  screen('depositproducts/depositbuy/result', '存款购买结果', { en: 'Deposit purchase result' }),
  screen('depositproducts/depositdraw/index', '定期存款支取', { en: 'Time deposit withdrawal', operations: ['holdingQry'] }),
  screen('depositproducts/depositdraw/draw/index', '支取申请', { en: 'Withdrawal application', operations: ['depositWithdraw', 'holdingQry'] }),
];
