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
    operations: ['billListQry'],
    actions: pendingBillActions,
  }),
  screen('bankBills/enterpriseInfo/index', '企业信息登记'),
  screen('bankBills/paymentCredit/index', '付款信用查询', { operations: ['billPaymentCreditSub'] }),
  screen('bankBills/bankBond/index', '保证金账户', {
    operations: ['billBondDepositSub', 'accountTransDetailQry'],
    actions: [tab('billBondWithdrawSub', '保证金支取')],
  }),
  screen('bankBills/accpectBills/accpectBills', '承兑签收', { operations: ['billAcceptSignSub', 'billListQry'] }),
  screen('bankBills/printQueryBills/printQueryBills', '票据打印查询', { operations: ['billListQry'] }),
  screen('bankBills/issueTicket/issueTicket', '出票', { operations: ['billIssueSub'] }),
  screen('bankBills/billLimitSupply/index', '出票额度申请', { operations: ['billLimitSupplySub'] }),
  screen('bankBills/issueApplication/index', '出票申请', { operations: ['billIssueSub', 'billAcceptApplySub'] }),
  screen('bankBills/noticeBillsReceive/index', '提示收票', { operations: ['billReceiveApplySub'] }),
  screen('bankBills/endorseTransferApply/index', '背书转让', { operations: ['billEndorseApplySub'] }),
  screen('bankBills/noticePayAppliction/index', '提示付款', { operations: ['billPayApplySub'] }),
  screen('bankBills/bondPay/index', '票据保证', { operations: ['billGuaranteeApplySub'] }),
  screen('bankBills/signContract/signContract', '票据业务签约', { operations: ['billSignContractSub'] }),
  screen('bankBills/signContract/informationFill', '签约信息填写', { operations: ['billSignContractSub'] }),
  screen('bankBills/notTransferCancelApply/index', '撤销不得转让', { operations: ['billNotTransferCancelSub'] }),
  screen('bankBills/recource/index', '追索', { operations: ['billRecourseApplySub'], actions: [tab('billRecourseAgreeSub', '同意清偿')] }),
  screen('bankBills/pledge/index', '质押', { operations: ['billPledgeApplySub', 'billPledgeReleaseSub'] }),
  screen('bankBills/failNotice/failNotice', '交易失败通知', { operations: ['billFailNoticeQry'] }),
  screen('bankBills/failNotice/failNoticeDetail', '失败通知详情', { ...detail, operations: ['billFailNoticeQry'] }),
  screen('bankBills/cancelBills/cancelBills', '撤票', { operations: ['billCancelSub'] }),
  screen('bankBills/noticeLookBills/noticeLookBills', '提示票据查看', { operations: ['billListQry'] }),
  screen('bankBills/smsNotice/smsNotice', '短信通知', { operations: ['smsSignAdd', 'smsSignQry'] }),
  // the one route parameter of the table: the account is passed to the screen
  screen('bankBills/smsNotice/smsNoticeChange/:account', '短信通知变更', {
    operations: ['smsSignUpd', 'smsSignQry'],
    actions: [tab('billSmsNoticeChangeSub', '票据短信通知变更')],
  }),
  screen('bankBills/smsNotice/confirmDelete', '短信通知删除确认', {
    operations: ['smsSignDel', 'smsSignQry'],
    actions: [tab('billSmsNoticeDeleteSub', '票据短信通知删除')],
  }),
  screen('bankBills/smsNotice/confirm', '短信通知确认', { operations: ['smsSignAdd'] }),
  screen('bankBills/billsPayee/billsPayee', '票据收款人管理', {
    operations: ['payeeListQry'],
    actions: [button('billPayeeAddSub', '新增收款人', { OPERATE_TYPE: 'Add' }), row('billPayeeDeleteSub', '删除', payeeRow)],
  }),
  screen('bankBills/billsPayee/docImport', '收款人批量导入', { operations: ['uploadFile', 'billPayeeAddSub'], fixedValues: payeeImport }),
  screen('bankBills/discount/discount', '贴现申请', { operations: ['billDiscountApplySub'] }),
];

/** Bill pool, under /billTreasure/billsPool/bondManage/. */
const billsPool: readonly ManifestRoute[] = [
  screen('billsPool/bondManage/billsCustody', '票据托管', { operations: ['billPoolDepositSub', 'billPoolQry'] }),
  screen('billsPool/bondManage/billsCustody/reDeposit', '票据续存', { operations: ['billPoolReDepositSub'] }),
  screen('billsPool/bondManage/billDiscount', '池内贴现', { operations: ['billPoolDiscountSub'] }),
  screen('billsPool/bondManage/searchDetail', '票据池明细查询', { operations: ['billPoolQry'] }),
  screen('billsPool/bondManage/takeBack', '票据出池', { operations: ['billPoolTakeBackSub'] }),
  screen('billsPool/bondManage/bankAgentQuery', '代理行查询', { operations: ['billAgentBankQry'] }),
  screen('billsPool/bondManage/bankAgentQuery/res', '代理行查询结果', { operations: ['billAgentBankQry'] }),
  to('billsPool/bondManage/search', 'billsPool/bondManage/billSPoolSearch', '票据池查询'),
  screen('billsPool/bondManage/billSPoolSearch', '票据池查询', { operations: ['billPoolQry'] }),
  screen('billsPool/bondManage/billsPoolUnusualSearch', '票据池异常查询', { operations: ['billPoolQry'] }),
];

/**
 * The bond flow and the other bill screens: the spec names no parent for them, so they sit at the
 * area root (`/billTreasure/bond`, `/billTreasure/res`). `/billTreasure/bondManage` (a redirect to
 * bonddetailed) is a different path from the bill pool's `/billTreasure/billsPool/bondManage/`.
 */
const bondFlowAndOthers: readonly ManifestRoute[] = [
  screen('bond', '保证金存入', { operations: ['billBondDepositSub'] }),
  screen('bondVerify', '保证金复核', { operations: ['billBondDepositSub'] }),
  screen('bondResult/result', '保证金存入结果'),
  screen('bondResult/error', '保证金存入失败'),
  screen('confirm', '业务确认'),
  screen('confirmShunt', '分流确认'),
  screen('confirmShuntSecond', '分流二次确认'),
  screen('tableConfirm', '清单确认'),
  screen('res', '办理结果'),
  to('ticketPool', 'etange', '票据池'),
  screen('etange', '电子票据池', { operations: ['billPoolQry'] }),
  screen('trusteeship/apply', '票据托管申请', { operations: ['billPoolDepositSub'] }),
  screen('detailed', '托管明细', { operations: ['billPoolQry'] }),
  screen('result', '托管结果'),
  screen('billRtIndex', '票据业务首页'),
  screen('billcoFirm', '票据确认'),
  screen('Adminstration', '票据管理'),
  screen('Relieve', '解除托管', { operations: ['billPoolTakeBackSub'] }),
  screen('enterbill/apply', '入池申请', { operations: ['billPoolDepositSub'] }),
  screen('enterdetall', '入池明细', { operations: ['billPoolQry'] }),
  screen('TtspbillAgin', '票交所票据重新提交'),
  screen('TtspbillRelipre', '票交所解质押预处理'),
  screen('TtspbillReliRelieve', '票交所解除质押', { operations: ['billPledgeReleaseSub'] }),
  screen('ElectRelieve', '电票解除'),
  screen('ElectricBill', '电子票据', { operations: ['billListQry'] }),
  screen('ElectricBillRelieve', '电子票据解除'),
  to('bondManage', 'bonddetailed', '保证金管理'),
  screen('bonddetailed', '保证金明细', { operations: ['accountTransDetailQry'] }),
  screen('bondinpt', '保证金录入', { operations: ['billBondDepositSub'] }),
  screen('supplemt', '补充资料'),
  screen('supplemtbond', '保证金补缴', { operations: ['billBondDepositSub'] }),
  screen('writeback', '票据回写'),
  screen('BillQuery', '票据查询', { operations: ['billListQry'] }),
  screen('Abnormal', '异常票据', { operations: ['billPoolQry'] }),
];

/**
 * Commercial bills, under /billTreasure/commerialTicet/. "It mirrors the bank-bill screens": read as
 * the same relative paths as the bank bills (`pendingBills/pendingBills`, `enterpriseInfo/index`...);
 * smsNoticeChange has no parameter here. promptGuarantee is spelled bare, as the spec gives it.
 * silverNote goes to the bank-bill pending list.
 */
const commercialTickets: readonly ManifestRoute[] = [
  to('commerialTicet', 'commerialTicet/pendingBills/pendingBills', '商业汇票'),
  screen('commerialTicet/pendingBills/pendingBills', '商票待处理票据', {
    operations: ['billListQry'],
    actions: pendingBillActions,
  }),
  screen('commerialTicet/accpectBills/accpectBills', '商票承兑签收', { operations: ['billAcceptSignSub', 'billListQry'] }),
  screen('commerialTicet/enterpriseInfo/index', '商票企业信息登记'),
  screen('commerialTicet/paymentCredit/index', '商票付款信用查询', { operations: ['billPaymentCreditSub'] }),
  screen('commerialTicet/bankBond/index', '商票保证金账户', {
    operations: ['billBondDepositSub', 'accountTransDetailQry'],
    actions: [tab('billBondWithdrawSub', '保证金支取')],
  }),
  screen('commerialTicet/printQueryBills/printQueryBills', '商票打印查询', { operations: ['billListQry'] }),
  screen('commerialTicet/issueTicket/issueTicket', '商票出票', { operations: ['billIssueSub'] }),
  screen('commerialTicet/billLimitSupply/index', '商票出票额度申请', { operations: ['billLimitSupplySub'] }),
  screen('commerialTicet/issueApplication/index', '商票出票申请', { operations: ['billIssueSub', 'billAcceptApplySub'] }),
  screen('commerialTicet/noticeBillsReceive/index', '商票提示收票', { operations: ['billReceiveApplySub'] }),
  screen('commerialTicet/endorseTransferApply/index', '商票背书转让', { operations: ['billEndorseApplySub'] }),
  screen('commerialTicet/noticePayAppliction/index', '商票提示付款', { operations: ['billPayApplySub'] }),
  screen('commerialTicet/bondPay/index', '商票保证', { operations: ['billGuaranteeApplySub'] }),
  screen('commerialTicet/notTransferCancelApply/index', '商票撤销不得转让', { operations: ['billNotTransferCancelSub'] }),
  screen('commerialTicet/recource/index', '商票追索', {
    operations: ['billRecourseApplySub'],
    actions: [tab('billRecourseAgreeSub', '同意清偿')],
  }),
  screen('commerialTicet/pledge/index', '商票质押', { operations: ['billPledgeApplySub', 'billPledgeReleaseSub'] }),
  screen('commerialTicet/failNotice/failNotice', '商票交易失败通知', { operations: ['billFailNoticeQry'] }),
  screen('commerialTicet/noticeLookBills/noticeLookBills', '商票提示票据查看', { operations: ['billListQry'] }),
  screen('commerialTicet/smsNotice/smsNotice', '商票短信通知', { operations: ['smsSignAdd', 'smsSignQry'] }),
  screen('commerialTicet/smsNotice/smsNoticeChange', '商票短信通知变更', {
    operations: ['smsSignUpd'],
    actions: [
      tab('billSmsNoticeChangeSub', '票据短信通知变更'),
      tab('smsSignDel', '删除签约'),
      tab('billSmsNoticeDeleteSub', '票据短信通知删除'),
    ],
  }),
  screen('commerialTicet/smsNotice/confirm', '商票短信通知确认', { operations: ['smsSignAdd'] }),
  screen('commerialTicet/billsPayee/billsPayee', '商票收款人管理', {
    operations: ['payeeListQry'],
    actions: [button('billPayeeAddSub', '新增收款人', { OPERATE_TYPE: 'Add' }), row('billPayeeDeleteSub', '删除', payeeRow)],
  }),
  screen('commerialTicet/billsPayee/docImport', '商票收款人批量导入', {
    operations: ['uploadFile', 'billPayeeAddSub'],
    fixedValues: payeeImport,
  }),
  screen('commerialTicet/signContract/informationFill', '商票签约信息填写', { operations: ['billSignContractSub'] }),
  screen('commerialTicet/discount/discount', '商票贴现申请', { operations: ['billDiscountApplySub'] }),
  screen('commerialTicet/cancelBills/cancelBills', '商票撤票', { operations: ['billCancelSub'] }),
  screen('commerialTicet/promptGuarantee', '提示保证', {
    ...keepAlive,
    operations: ['billGuaranteeApplySub'],
    actions: [tab('billGuaranteeSignSub', '保证签收')],
  }),
  screen('commerialTicet/promptAccept/index', '提示承兑', { operations: ['billAcceptApplySub'] }),
  to('commerialTicet/silverNote', 'bankBills/pendingBills/pendingBills', '银行承兑汇票'),
];

/** Bill treasure (spec 001 §2 "/billTreasure"); setting has a fixed sidebar. */
export const billTreasureRoutes: readonly ManifestRoute[] = [
  to('', 'setting', '票据宝'),
  screen('setting', '快捷指引', { fixedSidebar: true }),
  ...bankBills,
  ...billsPool,
  ...bondFlowAndOthers,
  ...commercialTickets,
];
