import { area, type ManifestRoute, row, tab } from './define.ts';

const { screen, to } = area('/payTransfer');

/**
 * Pay transfer (spec 001 §2 "/payTransfer"). The children of payroll, traInMain and digitalCurrency
 * are under their parent's path (`/payTransfer/payroll/expense`, as the home page's default quick
 * function spells it). `setUpWallet/viewProgress.vue` keeps the spec's `.vue` in the path.
 */
export const payTransferRoutes: readonly ManifestRoute[] = [
  to('', 'eBatch', '转账汇款', { en: 'Transfers and remittances' }),
  screen('eBatch', '单笔转账', { en: 'Single transfer', operations: ['transferSub'] }),
  screen('appointAcc', '预约转账', { en: 'Scheduled transfer', operations: ['preTransferSub'] }),
  screen('massTransfer', '批量转账', { en: 'Batch transfer', operations: ['batchTransferSub', 'uploadFile', 'batchDetailQry'] }),
  screen('oderInquiry', '转账指令查询', { en: 'Transfer instruction query', operations: ['transferOrderQry'], link: { label: '详情', to: '/workSpace/eDetial', key: 'TRANS_SEQ' } }),
  screen('voucher', '转账凭证打印', { en: 'Transfer voucher printing', operations: ['elecReceiptQry'],
    view: 'record', keys: ['ACCT_NO', 'RECEIPT_NO'], back: { label: '返回电子回单', to: '/account/elecReceipt' } }),
  to('payroll', 'payroll/expense', '代发工资', { en: 'Payroll' }),
  screen('payroll/expense', '工资代发', {
    en: 'Payroll',
    operations: ['payrollTransferSub', 'uploadFile', 'batchDetailQry'],
    actions: [tab('salaryPaySub', '薪资代发'), tab('openHrPayrollSub', '人力资源代发')],
  }),
  screen('payroll/signup', '代发签约', {
    en: 'Payroll agreement',
    operations: ['payrollSign', 'payrollAgreementQry'],
    actions: [tab('openHrSignSub', '人力资源服务签约')],
  }),
  screen('payroll/agreement', '代发协议查询', { en: 'Disbursement agreement query', operations: ['payrollAgreementQry'] }),
  screen('payroll/signform', '代发签约申请表', { en: 'Payroll agreement application form', operations: ['payrollSign'], actions: [tab('openHrSignSub', '人力资源服务签约')] }),
  screen('payroll/cancel', '代发解约', { en: 'Payroll agreement termination', operations: ['payrollRescindSign', 'payrollAgreementQry'] }),
  screen('payroll/inquire', '代发明细查询', { en: 'Payroll details', operations: ['batchDetailQry'] }),
  to('traInMain', 'traInMain/payeeMain', '收款人管理', { en: 'Payees' }),
  screen('traInMain/payeeMain', '收款人名册', { en: 'Payee list', operations: ['payeeListQry'] }),
  screen('traInMain/payeeAdd', '新增收款人', { en: 'Add payee' }),
  screen('traInMain/payeeAmend', '修改收款人', { en: 'Edit payee' }),
  // an upload's business type is the screen's (provisional: the spec gives no TRANS_TYPE values)
  screen('traInMain/payeeImport', '批量导入收款人', { en: 'Import payees', operations: ['uploadFile'], fixedValues: { TRANS_TYPE: 'PAYEE_IMPORT' } }),
  screen('traInMain/groupManage', '收款人分组管理', { en: 'Payee groups', operations: ['payeeListQry'] }),
  screen('traInMain/importOnlineBank', '从网银导入收款人', { en: 'Import payees from online banking' }),
  screen('traInMain/transferTem', '转账模板', { en: 'Transfer templates', operations: ['transferTemplateQry'] }),
  screen('traInMain/tempAdd', '新增转账模板', { en: 'Add transfer template' }),
  screen('traInMain/transferUse', '使用模板转账', { en: 'Transfer from template', operations: ['transferSub', 'transferTemplateQry'] }),
  to('digitalCurrency', 'digitalCurrency/setUpWallet', '数字人民币', { en: 'e-CNY' }),
  screen('digitalCurrency/setUpWallet', '开立钱包', { en: 'Open wallet', operations: ['walletOpenApply'] }),
  screen('digitalCurrency/setUpWallet/toSetUp', '钱包开立申请', { en: 'Wallet opening application', operations: ['walletOpenApply'] }),
  screen('digitalCurrency/setUpWallet/readProtocol', '钱包服务协议', { en: 'Wallet service agreement', operations: ['signContRact'] }),
  screen('digitalCurrency/setUpWallet/viewProgress.vue', '开立进度查询', { en: 'Opening progress', operations: ['walletListQry'] }),
  screen('digitalCurrency/managementWallet', '钱包管理', { en: 'Wallet management', operations: ['walletListQry'] }),
  screen('digitalCurrency/managementWallet/rescind', '钱包注销', { en: 'Wallet closure', operations: ['walletUnbind'] }),
  screen('digitalCurrency/managementWallet/bind', '绑定银行账户', { en: 'Link bank account', operations: ['walletBind'] }),
  screen('digitalCurrency/managementWallet/quotaModify', '钱包限额修改', { en: 'Change wallet limits' }),
  screen('digitalCurrency/accessWallet', '我的钱包', {
    en: 'My wallet',
    operations: ['walletListQry'],
    // a wallet in use (0 正常) is topped up from an account, or pays out to its bound account
    actions: [
      row('walletRecharge', '充值', { from: { PAYEE_ACCT_NO: 'WALLET_ID', PAYEE_ACCT_NAME: 'WALLET_NAME' }, when: { WALLET_STATUS: ['0'] } }),
      row('walletBankTransferSub', '转出', {
        from: { ACCT_NO: 'WALLET_ID', ACCT_NAME: 'WALLET_NAME', PAYEE_ACCT_NO: 'BIND_ACCT_NO' },
        when: { WALLET_STATUS: ['0'] },
      }),
    ],
  }),
  screen('digitalCurrency/transfer', '钱包转账', {
    en: 'Wallet transfers',
    operations: ['walletDigitalTransferSub'],
    actions: [tab('walletBankTransferSub', '转银行账户'), tab('walletBatchTransferSub', '批量转账')],
  }),
  screen('digitalCurrency/reserTransfer', '钱包预约转账', { en: 'Wallet scheduled transfer', operations: ['walletReservedTransferSub'] }),
  screen('digitalCurrency/transactionDetails', '钱包交易明细', { en: 'Wallet transaction details', operations: ['walletTransDetailQry'] }),
  screen('digitalCurrency/digitalOrderQuery', '数字人民币订单查询', { en: 'e-CNY order query', operations: ['digitalOrderQry'] }),
  screen('digitalCurrency/intelligentCallBack', '智能兑回', {
    en: 'Smart redemption',
    operations: ['walletSmartConvertSign'],
    actions: [tab('walletSmartConvertModify', '修改签约'), tab('walletSmartConvertCancel', '解约')],
  }),
];
