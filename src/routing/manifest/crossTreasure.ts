import { area, button, detail, type ManifestRoute, row, type RowActionOptions, tab } from './define.ts';

const { screen, to } = area('/crossTreasure');

/** A financing's row gives its number and what is left of it; only an open one (1 未结清) is offered. */
const financing: RowActionOptions = {
  from: { CONTRACT_NO: 'FINANCING_NO', LOAN_AMT: 'BALANCE' },
  when: { FINANCING_STATUS: ['1'] },
};

/**
 * Cross-border treasure (spec 001 §2 "/crossTreasure"). The spec writes this list in groups split by
 * `;`; within a group a bare name takes the directory of the group's first item
 * (`mypay/homeremit, abroadremit` is `mypay/abroadremit`), and an item that already starts with the
 * group's first segment is spelled from the area root (`mypayee/amtapply`).
 */
export const crossTreasureRoutes: readonly ManifestRoute[] = [
  to('', 'mypayee/autoconfirm', '跨境宝', { en: 'Cross-border' }),
  screen('mypayee/autoconfirm', '来账自动确认', { en: 'Incoming remittance auto-confirmation', operations: ['successAutoReceiptsPush'] }),
  screen('mypayee/amtapply', '收汇入账申请', { en: 'Inward remittance credit application', operations: ['successAutoReceiptsPush', 'remitTrackQry'] }),
  screen('mypay/homeremit', '境内外币汇款', { en: 'Domestic foreign currency remittance', operations: ['homeRemitSub'] }),
  screen('mypay/abroadremit', '境外汇款', { en: 'Outbound remittance', operations: ['abroadRemitSub'] }),
  screen('mypay/nameremit', '同名账户划转', { en: 'Own-account transfers', operations: ['synonymTransferApply'] }),
  screen('myimport/lssuingapply', '进口信用证开证', { en: 'Import L/C issuance', operations: ['letterCreditSub'] }),
  screen('myimport/lssuingupdate', '进口信用证修改', { en: 'Import L/C amendment', operations: ['modifyLetterCreditSub'] }),
  screen('myexit/chukouxiny', '出口信用证', { en: 'Export L/Cs', operations: ['exportNegotiationSub'] }),
  screen('myexit/documentary', '出口托收', { en: 'Export collections', operations: ['docCollectionSub'] }),
  screen('myexit/meterPay', '出口押汇', { en: 'Export bill purchase', operations: ['exportNegotiationSub'] }),
  screen('mydeposit/cashdeposit', '外币保证金存款', { en: 'Foreign currency margin deposit', operations: ['foreignMarginDepositSub'] }),
  screen('mydeposit/transformations/regular', '外币定期存款', {
    en: 'Foreign currency time deposit',
    operations: ['foreignFixDepositSub'],
    actions: [tab('foreignTransferFixedSub', '活期转定期')],
  }),
  screen('mydeposit/transformations/regularConfirm', '外币定期存款确认', { en: 'Foreign currency time deposit confirmation' }),
  screen('mydeposit/transformations/result', '外币存款结果', { en: 'Foreign currency deposit result' }),
  screen('mydeposit/transformations/current', '外币活期转存', { en: 'Foreign currency demand deposit conversion', operations: ['foreignTransferCurrentSub'] }),
  screen('mydeposit/transformations/currentInput', '活期转存录入', { en: 'Demand deposit conversion entry', operations: ['foreignTransferCurrentSub'] }),
  screen('mydeposit/transformations/currentconfirm', '活期转存确认', { en: 'Demand deposit conversion confirmation' }),
  screen('mydeposit/transformations/depositquery', '外币存款查询', { en: 'Foreign currency deposit query', operations: ['foreignDepositQry'] }),
  screen('settle/applyquery', '结售汇申请查询', { en: 'FX settlement and sale applications', operations: ['fxTradeQry'] }),
  screen('settle/registerquery', '外汇登记查询', {
    en: 'FX registration query',
    operations: ['fxRegisterQry'],
    // a registration in force (1 已登记, 2 已变更) files its standardised record from its row
    actions: [row('normativeProfile', '规范化档案', {
      from: { TARGET_ID: 'REGISTER_NO', TARGET_NAME: 'COUNTERPARTY_NAME' },
      when: { REGISTER_STATUS: ['1', '2'] },
    })],
  }),
  screen('settle/boatquery', '货运信息查询', { en: 'Shipping information query', operations: ['shippingInfoQry'] }),
  // an upload's business type is the screen's (provisional: the spec gives no TRANS_TYPE values)
  screen('myupload/upload', '单据上传', { en: 'Document upload', operations: ['uploadFile'], fixedValues: { TRANS_TYPE: 'CROSS_DOC' } }),
  screen('myupload/RMBupload', '跨境人民币单据上传', { en: 'Cross-border RMB document upload', operations: ['uploadFile'], fixedValues: { TRANS_TYPE: 'CROSS_RMB_DOC' } }),
  screen('collectionpathquery/collectionpathquery', '收款路径查询', { en: 'Incoming remittance tracking', operations: ['remitTrackQry'] }),
  screen('myloans/waibi', '外币贷款', { en: 'Foreign currency loan', operations: ['tradeFinanceLoanApply'] }),
  screen('myloans/exportbill', '出口押汇融资', { en: 'Export bill financing', operations: ['tradeFinanceFinancingApply'] }),
  screen('myloans/blockchain', '区块链融资', { en: 'Blockchain financing', operations: ['tradeFinanceFinancingApply'] }),
  screen('myloans/exportEloans', '出口e贷', { en: 'Export e-loan', operations: ['tradeFinanceSub'] }),
  screen('myloans/gattEloans', '关贸e贷', { en: 'Customs trade e-loan', operations: ['tradeFinanceSub'] }),
  screen('myloans/overseas', '海外代付', { en: 'Overseas payment on behalf', operations: ['crossBorderDrawApply'] }),
  screen('mypayment/apply', '对外付款申请', { en: 'Outward payment application', operations: ['crossRmbSettleApply'] }),
  screen('mypayment/online', '在线付汇', { en: 'Online outward remittance', operations: ['abroadRemitSub'] }),
  screen('loansquery/loansquery', '贸易融资查询', {
    en: 'Trade finance query',
    operations: ['tradeFinancingQry'],
    // an open financing (1 未结清) is repaid, its contract cancelled or voided, from its row
    actions: [
      row('interRepaymentSub', '还款', financing),
      row('tradeFinanceContractCancel', '撤销合同', financing),
      row('tradeFinanceVoid', '作废', financing),
    ],
  }),
  screen('settlement/settle', '结汇', { en: 'FX settlement', operations: ['feSettlementSub'] }),
  screen('settlement/purchasing', '购汇', { en: 'FX purchase', operations: ['feSaleSub'] }),
  screen('settlement/purchasingApply', '购汇申请', { en: 'FX purchase application', operations: ['feSaleSub'], actions: [tab('feSaleLockSub', '锁汇购汇')] }),
  screen('settlement/settlementApply', '结汇申请', { en: 'FX settlement application', operations: ['feSettlementSub'] }),
  screen('selfHelpBill/dayPlate', '日间挂单', { en: 'Day orders', operations: ['markSettleExchangeSub'] }),
  screen('selfHelpBill/nightPlate', '夜间挂单', { en: 'Night orders', operations: ['markSettleExchangeNightSub'] }),
  screen('selfHelpBill/chexiaoguadan', '撤销挂单', { en: 'Cancel order', operations: ['markSettleExchangeCancelSub'] }),
  screen('sale/yuanqijg', '远期结汇', { en: 'Forward FX settlement', operations: ['forwardSettleSub'], actions: [tab('fdOpenSub', '远期开仓')] }),
  screen('sale/yuanqisq', '远期结售汇申请', { en: 'Forward FX settlement and sale application', operations: ['forwardSettleSub'], actions: [tab('fdOpenSub', '远期开仓')] }),
  screen('sale/yuanqizw', '远期展期', { en: 'Forward extension', operations: ['forwardExtendSub'], actions: [tab('fdExtendSub', '远期展期签约')] }),
  // a contract waiting for confirmation (1 待确认) has its confirmation signed on its row
  screen('sale/yuanqidqr', '远期待确认', {
    en: 'Forwards pending confirmation',
    operations: ['forwardContractQry'],
    actions: [row('fdConfirmationSign', '签署确认书', { from: { EXCHANGE_RATE: 'FORWARD_RATE' }, when: { CONTRACT_STATUS: ['1'] } })],
  }),
  screen('sale/yuanqidqr/pcDetail', '远期平仓明细', { en: 'Forward close-out details', ...detail, operations: ['forwardContractQry'] }),
  screen('sale/yuanqiwdq', '远期未到期查询', {
    en: 'Outstanding forwards',
    operations: ['forwardContractQry'],
    actions: [row('fdCancelSub', '撤销', { from: { EXCHANGE_RATE: 'FORWARD_RATE' }, when: { CONTRACT_STATUS: ['2'] } })],
  }),
  screen('sale/yuanqidq', '远期到期交割', { en: 'Forward maturity delivery', operations: ['forwardDeliverySub'], actions: [tab('fdDeliverySub', '到期交割签约')] }),
  screen('sale/signDetail', '远期签约详情', { en: 'Forward agreement details', ...detail, operations: ['forwardContractQry'] }),
  screen('news/importantnews', '重要资讯', { en: 'Key news', operations: ['newsListQry'] }),
  screen('foregintrade/brandinfo', '外汇牌价', { en: 'Exchange rates' }),
  screen('foregintrade/foregintradequery', '外汇交易查询', { en: 'FX transaction query', operations: ['fxTradeQry'], actions: [button('foreignExchangeSub', '外汇买卖')] }),
  screen('foregintrade/forwardContract', '远期合约', { en: 'Forward contracts', operations: ['forwardContractQry'] }),
  screen('investfinancing/financingquery', '融资查询', { en: 'Financing records', operations: ['tradeFinancingQry'] }),
  screen('investfinancing/guaranteeapply', '保函申请', { en: 'Letter of guarantee application', operations: ['loiOpenApplication'] }),
  screen('investfinancing/guaranteeudate', '保函修改', { en: 'Guarantee amendment', operations: ['loiAmendApplication'] }),
  screen('investfinancing/investquery', '投资查询', { en: 'Investment records', operations: ['fxRegisterQry'] }),
  screen('storemanagement/storeauthorization', '仓单授权', { en: 'Warehouse receipt authorization' }),
];
