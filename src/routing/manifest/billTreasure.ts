import { area, button, detail, keepAlive, type ManifestRoute, row, type RowActionOptions, type ScreenAction, tab } from './define.ts';

const { screen, to } = area('/billTreasure');

/** A bill's row gives its number, amount and drawer; only a bill waiting for an answer (01 待签收) is offered. */
const pendingBill: RowActionOptions = { from: { BILL_NOS: 'BILL_NO', TRAN_AMT: 'BILL_AMT', COUNTERPARTY_NAME: 'DRAWER_NAME' }, when: { BILL_STATUS: ['01'] } };
/** A bill waiting for this company's answer (待签收) is signed for, or turned down, on its row. */
const pendingBillActions: readonly ScreenAction[] = [
  row('billReceiveSignSub', '收票签收', pendingBill),
  row('billEndorseSignSub', '背书签收', pendingBill),
  row('billPaySignSub', '提示付款应答', pendingBill),
  row('billGuaranteeSignSub', '保证签收', pendingBill),
  row('billRejectSub', '驳回', pendingBill),
];
/** A payee list's upload type (provisional: the spec gives no TRANS_TYPE values). */
const payeeImport = { TRANS_TYPE: 'BILL_PAYEE_IMPORT' };
/** A payee's row gives the payee to remove. */
const payeeRow: RowActionOptions = { from: { TARGET_ID: 'PAYEE_ACCT_NO', TARGET_NAME: 'PAYEE_ACCT_NAME' }, values: { OPERATE_TYPE: 'Del' } };

/** Bank bills, under /billTreasure/bankBills/ (spec 001 §2), as the spec spells each one. */
const bankBills: readonly ManifestRoute[] = [
  screen('bankBills/pendingBills/pendingBills', '待处理票据', {
    en: 'Pending bills',
    operations: ['billListQry'],
    actions: pendingBillActions,
  }),
  screen('bankBills/enterpriseInfo/index', '企业信息登记', { en: 'Enterprise information registration' }),
  screen('bankBills/paymentCredit/index', '付款信用查询', { en: 'Payment credit information', operations: ['billPaymentCreditSub'] }),
  screen('bankBills/bankBond/index', '保证金账户', {
    en: 'Margin accounts',
    operations: ['billBondDepositSub', 'accountTransDetailQry'],
    actions: [tab('billBondWithdrawSub', '保证金支取')],
  }),
  screen('bankBills/accpectBills/accpectBills', '承兑签收', { en: 'Acceptance sign-off', operations: ['billAcceptSignSub', 'billListQry'] }),
  screen('bankBills/printQueryBills/printQueryBills', '票据打印查询', { en: 'Bill printing', operations: ['billListQry'] }),
  screen('bankBills/issueTicket/issueTicket', '出票', { en: 'Bill issuance', operations: ['billIssueSub'] }),
  screen('bankBills/billLimitSupply/index', '出票额度申请', { en: 'Issuance limit application', operations: ['billLimitSupplySub'] }),
  screen('bankBills/issueApplication/index', '出票申请', { en: 'Issuance application', operations: ['billIssueSub', 'billAcceptApplySub'] }),
  screen('bankBills/noticeBillsReceive/index', '提示收票', { en: 'Presentment for receipt', operations: ['billReceiveApplySub'] }),
  screen('bankBills/endorseTransferApply/index', '背书转让', { en: 'Endorsement transfer', operations: ['billEndorseApplySub'] }),
  screen('bankBills/noticePayAppliction/index', '提示付款', { en: 'Presentment for payment', operations: ['billPayApplySub'] }),
  screen('bankBills/bondPay/index', '票据保证', { en: 'Bill guarantee', operations: ['billGuaranteeApplySub'] }),
  screen('bankBills/signContract/signContract', '票据业务签约', { en: 'Bill service sign-up', operations: ['billSignContractSub'] }),
  screen('bankBills/signContract/informationFill', '签约信息填写', { en: 'Agreement details entry', operations: ['billSignContractSub'] }),
  screen('bankBills/notTransferCancelApply/index', '撤销不得转让', { en: 'Non-transferability cancellation', operations: ['billNotTransferCancelSub'] }),
  screen('bankBills/recource/index', '追索', { en: 'Recourse', operations: ['billRecourseApplySub'], actions: [tab('billRecourseAgreeSub', '同意清偿')] }),
  screen('bankBills/pledge/index', '质押', { en: 'Pledge', operations: ['billPledgeApplySub', 'billPledgeReleaseSub'] }),
  screen('bankBills/failNotice/failNotice', '交易失败通知', { en: 'Transaction failure notices', operations: ['billFailNoticeQry'] }),
  screen('bankBills/failNotice/failNoticeDetail', '失败通知详情', { en: 'Failure notice details', ...detail, operations: ['billFailNoticeQry'] }),
  screen('bankBills/cancelBills/cancelBills', '撤票', { en: 'Bill cancellation', operations: ['billCancelSub'] }),
  screen('bankBills/noticeLookBills/noticeLookBills', '提示票据查看', { en: 'Presented bills', operations: ['billListQry'] }),
  screen('bankBills/smsNotice/smsNotice', '短信通知', { en: 'SMS notifications', operations: ['smsSignAdd', 'smsSignQry'] }),
  // the one route parameter of the table: the account is passed to the screen
  screen('bankBills/smsNotice/smsNoticeChange/:account', '短信通知变更', {
    en: 'Change SMS notification',
    operations: ['smsSignUpd', 'smsSignQry'],
    actions: [tab('billSmsNoticeChangeSub', '票据短信通知变更')],
  }),
  screen('bankBills/smsNotice/confirmDelete', '短信通知删除确认', {
    en: 'Confirm SMS notification deletion',
    operations: ['smsSignDel', 'smsSignQry'],
    actions: [tab('billSmsNoticeDeleteSub', '票据短信通知删除')],
  }),
  screen('bankBills/smsNotice/confirm', '短信通知确认', { en: 'Confirm SMS notification', operations: ['smsSignAdd'] }),
  screen('bankBills/billsPayee/billsPayee', '票据收款人管理', {
    en: 'Bill payees',
    operations: ['payeeListQry'],
    actions: [button('billPayeeAddSub', '新增收款人', { OPERATE_TYPE: 'Add' }), row('billPayeeDeleteSub', '删除', payeeRow)],
  }),
  screen('bankBills/billsPayee/docImport', '收款人批量导入', { en: 'Import bill payees', operations: ['uploadFile', 'billPayeeAddSub'], fixedValues: payeeImport }),
  screen('bankBills/discount/discount', '贴现申请', { en: 'Discount application', operations: ['billDiscountApplySub'] }),
];

/** Bill pool, under /billTreasure/billsPool/bondManage/. */
const billsPool: readonly ManifestRoute[] = [
  screen('billsPool/bondManage/billsCustody', '票据托管', { en: 'Bill custody', operations: ['billPoolDepositSub', 'billPoolQry'] }),
  screen('billsPool/bondManage/billsCustody/reDeposit', '票据续存', { en: 'Bill re-deposit', operations: ['billPoolReDepositSub'] }),
  screen('billsPool/bondManage/billDiscount', '池内贴现', { en: 'In-pool discount', operations: ['billPoolDiscountSub'] }),
  screen('billsPool/bondManage/searchDetail', '票据池明细查询', { en: 'Bill pool details', operations: ['billPoolQry'] }),
  screen('billsPool/bondManage/takeBack', '票据出池', { en: 'Bill pool withdrawal', operations: ['billPoolTakeBackSub'] }),
  screen('billsPool/bondManage/bankAgentQuery', '代理行查询', { en: 'Agent bank query', operations: ['billAgentBankQry'] }),
  screen('billsPool/bondManage/bankAgentQuery/res', '代理行查询结果', { en: 'Agent bank query results', operations: ['billAgentBankQry'] }),
  to('billsPool/bondManage/search', 'billsPool/bondManage/billSPoolSearch', '票据池查询', { en: 'Bill pool query' }),
  screen('billsPool/bondManage/billSPoolSearch', '票据池查询', { en: 'Bill pool query', operations: ['billPoolQry'] }),
  screen('billsPool/bondManage/billsPoolUnusualSearch', '票据池异常查询', { en: 'Bill pool exceptions', operations: ['billPoolQry'] }),
];

/**
 * The bond flow and the other bill screens: the spec names no parent for them, so they sit at the
 * area root (`/billTreasure/bond`, `/billTreasure/res`). `/billTreasure/bondManage` (a redirect to
 * bonddetailed) is a different path from the bill pool's `/billTreasure/billsPool/bondManage/`.
 */
const bondFlowAndOthers: readonly ManifestRoute[] = [
  screen('bond', '保证金存入', { en: 'Margin pay-in', operations: ['billBondDepositSub'] }),
  screen('bondVerify', '保证金复核', { en: 'Margin review', operations: ['billBondDepositSub'] }),
  screen('bondResult/result', '保证金存入结果', { en: 'Margin pay-in result' }),
  screen('bondResult/error', '保证金存入失败', { en: 'Margin pay-in failed' }),
  screen('confirm', '业务确认', { en: 'Business confirmation' }),
  screen('confirmShunt', '分流确认', { en: 'Routing confirmation' }),
  screen('confirmShuntSecond', '分流二次确认', { en: 'Routing reconfirmation' }),
  screen('tableConfirm', '清单确认', { en: 'List confirmation' }),
  screen('res', '办理结果', { en: 'Processing result' }),
  to('ticketPool', 'etange', '票据池', { en: 'Bill pool' }),
  screen('etange', '电子票据池', { en: 'Electronic bill pool', operations: ['billPoolQry'] }),
  screen('trusteeship/apply', '票据托管申请', { en: 'Bill custody application', operations: ['billPoolDepositSub'] }),
  screen('detailed', '托管明细', { en: 'Custody details', operations: ['billPoolQry'] }),
  screen('result', '托管结果', { en: 'Custody result' }),
  screen('billRtIndex', '票据业务首页', { en: 'Bill business home' }),
  screen('billcoFirm', '票据确认', { en: 'Bill confirmation' }),
  screen('Adminstration', '票据管理', { en: 'Bill management' }),
  screen('Relieve', '解除托管', { en: 'Custody release', operations: ['billPoolTakeBackSub'] }),
  screen('enterbill/apply', '入池申请', { en: 'Pool deposit application', operations: ['billPoolDepositSub'] }),
  screen('enterdetall', '入池明细', { en: 'Pool deposit details', operations: ['billPoolQry'] }),
  screen('TtspbillAgin', '票交所票据重新提交', { en: 'SHCPE bill resubmission' }),
  screen('TtspbillRelipre', '票交所解质押预处理', { en: 'SHCPE pledge release pre-processing' }),
  screen('TtspbillReliRelieve', '票交所解除质押', { en: 'SHCPE pledge release', operations: ['billPledgeReleaseSub'] }),
  screen('ElectRelieve', '电票解除', { en: 'E-bill release' }),
  screen('ElectricBill', '电子票据', { en: 'Electronic bills', operations: ['billListQry'] }),
  screen('ElectricBillRelieve', '电子票据解除', { en: 'Electronic bill release' }),
  to('bondManage', 'bonddetailed', '保证金管理', { en: 'Margin management' }),
  screen('bonddetailed', '保证金明细', { en: 'Margin details', operations: ['accountTransDetailQry'] }),
  screen('bondinpt', '保证金录入', { en: 'Margin entry', operations: ['billBondDepositSub'] }),
  screen('supplemt', '补充资料', { en: 'Supplementary documents' }),
  screen('supplemtbond', '保证金补缴', { en: 'Margin top-up', operations: ['billBondDepositSub'] }),
  screen('writeback', '票据回写', { en: 'Bill write-back' }),
  screen('BillQuery', '票据查询', { en: 'Bill query', operations: ['billListQry'] }),
  screen('Abnormal', '异常票据', { en: 'Exception bills', operations: ['billPoolQry'] }),
];

/**
 * Commercial bills, under /billTreasure/commerialTicet/. "It mirrors the bank-bill screens": read as
 * the same relative paths as the bank bills (`pendingBills/pendingBills`, `enterpriseInfo/index`...);
 * smsNoticeChange has no parameter here. promptGuarantee is spelled bare, as the spec gives it.
 * silverNote goes to the bank-bill pending list.
 */
const commercialTickets: readonly ManifestRoute[] = [
  to('commerialTicet', 'commerialTicet/pendingBills/pendingBills', '商业汇票', { en: 'Commercial drafts' }),
  screen('commerialTicet/pendingBills/pendingBills', '商票待处理票据', {
    en: 'Pending commercial bills',
    operations: ['billListQry'],
    actions: pendingBillActions,
  }),
  screen('commerialTicet/accpectBills/accpectBills', '商票承兑签收', { en: 'Commercial bill acceptance sign-off', operations: ['billAcceptSignSub', 'billListQry'] }),
  screen('commerialTicet/enterpriseInfo/index', '商票企业信息登记', { en: 'Commercial bill enterprise information registration' }),
  screen('commerialTicet/paymentCredit/index', '商票付款信用查询', { en: 'Commercial bill payment credit information', operations: ['billPaymentCreditSub'] }),
  screen('commerialTicet/bankBond/index', '商票保证金账户', {
    en: 'Commercial bill margin accounts',
    operations: ['billBondDepositSub', 'accountTransDetailQry'],
    actions: [tab('billBondWithdrawSub', '保证金支取')],
  }),
  screen('commerialTicet/printQueryBills/printQueryBills', '商票打印查询', { en: 'Commercial bill printing', operations: ['billListQry'] }),
  screen('commerialTicet/issueTicket/issueTicket', '商票出票', { en: 'Commercial bill issuance', operations: ['billIssueSub'] }),
  screen('commerialTicet/billLimitSupply/index', '商票出票额度申请', { en: 'Commercial bill issuance limit application', operations: ['billLimitSupplySub'] }),
  screen('commerialTicet/issueApplication/index', '商票出票申请', { en: 'Commercial bill issuance application', operations: ['billIssueSub', 'billAcceptApplySub'] }),
  screen('commerialTicet/noticeBillsReceive/index', '商票提示收票', { en: 'Commercial bill presentment for receipt', operations: ['billReceiveApplySub'] }),
  screen('commerialTicet/endorseTransferApply/index', '商票背书转让', { en: 'Commercial bill endorsement transfer', operations: ['billEndorseApplySub'] }),
  screen('commerialTicet/noticePayAppliction/index', '商票提示付款', { en: 'Commercial bill presentment for payment', operations: ['billPayApplySub'] }),
  screen('commerialTicet/bondPay/index', '商票保证', { en: 'Commercial bill guarantee', operations: ['billGuaranteeApplySub'] }),
  screen('commerialTicet/notTransferCancelApply/index', '商票撤销不得转让', { en: 'Commercial bill non-transferability cancellation', operations: ['billNotTransferCancelSub'] }),
  screen('commerialTicet/recource/index', '商票追索', {
    en: 'Commercial bill recourse',
    operations: ['billRecourseApplySub'],
    actions: [tab('billRecourseAgreeSub', '同意清偿')],
  }),
  screen('commerialTicet/pledge/index', '商票质押', { en: 'Commercial bill pledge', operations: ['billPledgeApplySub', 'billPledgeReleaseSub'] }),
  screen('commerialTicet/failNotice/failNotice', '商票交易失败通知', { en: 'Commercial bill transaction failure notices', operations: ['billFailNoticeQry'] }),
  screen('commerialTicet/noticeLookBills/noticeLookBills', '商票提示票据查看', { en: 'Presented commercial bills', operations: ['billListQry'] }),
  screen('commerialTicet/smsNotice/smsNotice', '商票短信通知', { en: 'Commercial bill SMS notifications', operations: ['smsSignAdd', 'smsSignQry'] }),
  screen('commerialTicet/smsNotice/smsNoticeChange', '商票短信通知变更', {
    en: 'Change commercial bill SMS notification',
    operations: ['smsSignUpd'],
    actions: [
      tab('billSmsNoticeChangeSub', '票据短信通知变更'),
      tab('smsSignDel', '删除签约'),
      tab('billSmsNoticeDeleteSub', '票据短信通知删除'),
    ],
  }),
  screen('commerialTicet/smsNotice/confirm', '商票短信通知确认', { en: 'Confirm commercial bill SMS notification', operations: ['smsSignAdd'] }),
  screen('commerialTicet/billsPayee/billsPayee', '商票收款人管理', {
    en: 'Commercial bill payees',
    operations: ['payeeListQry'],
    actions: [button('billPayeeAddSub', '新增收款人', { OPERATE_TYPE: 'Add' }), row('billPayeeDeleteSub', '删除', payeeRow)],
  }),
  screen('commerialTicet/billsPayee/docImport', '商票收款人批量导入', {
    en: 'Import commercial bill payees',
    operations: ['uploadFile', 'billPayeeAddSub'],
    fixedValues: payeeImport,
  }),
  screen('commerialTicet/signContract/informationFill', '商票签约信息填写', { en: 'Commercial bill agreement details entry', operations: ['billSignContractSub'] }),
  screen('commerialTicet/discount/discount', '商票贴现申请', { en: 'Commercial bill discount application', operations: ['billDiscountApplySub'] }),
  screen('commerialTicet/cancelBills/cancelBills', '商票撤票', { en: 'Commercial bill cancellation', operations: ['billCancelSub'] }),
  screen('commerialTicet/promptGuarantee', '提示保证', {
    en: 'Guarantee request',
    ...keepAlive,
    operations: ['billGuaranteeApplySub'],
    actions: [tab('billGuaranteeSignSub', '保证签收')],
  }),
  screen('commerialTicet/promptAccept/index', '提示承兑', { en: 'Presentment for acceptance', operations: ['billAcceptApplySub'] }),
  to('commerialTicet/silverNote', 'bankBills/pendingBills/pendingBills', '银行承兑汇票', { en: 'Bank acceptance bill' }),
];

/** Bill treasure (spec 001 §2 "/billTreasure"); setting has a fixed sidebar. */
export const billTreasureRoutes: readonly ManifestRoute[] = [
  to('', 'setting', '票据宝', { en: 'Bills' }),
  screen('setting', '快捷指引', { en: 'Quick guide', fixedSidebar: true }),
  ...bankBills,
  ...billsPool,
  ...bondFlowAndOthers,
  ...commercialTickets,
];
