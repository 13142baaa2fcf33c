import { area, type ManifestRoute, row, tab } from './define.ts';

const { screen, to } = area('/payTransfer');

/**
 * Pay transfer (spec 001 §2 "/payTransfer"). The children of payroll, traInMain and digitalCurrency
 * are under their parent's path (`/payTransfer/payroll/expense`, as the home page's default quick
 * function spells it). `setUpWallet/viewProgress.vue` keeps the spec's `.vue` in the path.
 */
export const payTransferRoutes: readonly ManifestRoute[] = [
  to('', 'eBatch', '转账汇款'),
  screen('eBatch', '单笔转账', { operations: ['transferSub'] }),
  screen('appointAcc', '预约转账', { operations: ['preTransferSub'] }),
  screen('massTransfer', '批量转账', { operations: ['batchTransferSub', 'uploadFile', 'batchDetailQry'] }),
  screen('oderInquiry', '转账指令查询', { operations: ['transferOrderQry'] }),
  screen('voucher', '转账凭证打印', { operations: ['elecReceiptQry'] }),
  to('payroll', 'payroll/expense', '代发工资'),
  screen('payroll/expense', '工资代发', {
    operations: ['payrollTransferSub', 'uploadFile', 'batchDetailQry'],
    actions: [tab('salaryPaySub', '薪资代发'), tab('openHrPayrollSub', '人力资源代发')],
  }),
  screen('payroll/signup', '代发签约', {
    operations: ['payrollSign', 'payrollAgreementQry'],
    actions: [tab('openHrSignSub', '人力资源服务签约')],
  }),
  screen('payroll/agreement', '代发协议查询', { operations: ['payrollAgreementQry'] }),
  screen('payroll/signform', '代发签约申请表', { operations: ['payrollSign'], actions: [tab('openHrSignSub', '人力资源服务签约')] }),
  screen('payroll/cancel', '代发解约', { operations: ['payrollRescindSign', 'payrollAgreementQry'] }),
  screen('payroll/inquire', '代发明细查询', { operations: ['batchDetailQry'] }),
  to('traInMain', 'traInMain/payeeMain', '收款人管理'),
  screen('traInMain/payeeMain', '收款人名册', { operations: ['payeeListQry'] }),
  screen('traInMain/payeeAdd', '新增收款人'),
  screen('traInMain/payeeAmend', '修改收款人'),
  // an upload's business type is the screen's (provisional: the spec gives no TRANS_TYPE values)
  screen('traInMain/payeeImport', '批量导入收款人', { operations: ['uploadFile'], fixedValues: { TRANS_TYPE: 'PAYEE_IMPORT' } }),
  screen('traInMain/groupManage', '收款人分组管理', { operations: ['payeeListQry'] }),
  screen('traInMain/importOnlineBank', '从网银导入收款人'),
  screen('traInMain/transferTem', '转账模板', { operations: ['transferTemplateQry'] }),
  screen('traInMain/tempAdd', '新增转账模板'),
  screen('traInMain/transferUse', '使用模板转账', { operations: ['transferSub', 'transferTemplateQry'] }),
  to('digitalCurrency', 'digitalCurrency/setUpWallet', '数字人民币'),
  screen('digitalCurrency/setUpWallet', '开立钱包', { operations: ['walletOpenApply'] }),
  screen('digitalCurrency/setUpWallet/toSetUp', '钱包开立申请', { operations: ['walletOpenApply'] }),
  screen('digitalCurrency/setUpWallet/readProtocol', '钱包服务协议', { operations: ['signContRact'] }),
  screen('digitalCurrency/setUpWallet/viewProgress.vue', '开立进度查询', { operations: ['walletListQry'] }),
  screen('digitalCurrency/managementWallet', '钱包管理', { operations: ['walletListQry'] }),
  screen('digitalCurrency/managementWallet/rescind', '钱包注销', { operations: ['walletUnbind'] }),
  screen('digitalCurrency/managementWallet/bind', '绑定银行账户', { operations: ['walletBind'] }),
  screen('digitalCurrency/managementWallet/quotaModify', '钱包限额修改'),
  screen('digitalCurrency/accessWallet', '我的钱包', {
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
    operations: ['walletDigitalTransferSub'],
    actions: [tab('walletBankTransferSub', '转银行账户'), tab('walletBatchTransferSub', '批量转账')],
  }),
  screen('digitalCurrency/reserTransfer', '钱包预约转账', { operations: ['walletReservedTransferSub'] }),
  screen('digitalCurrency/transactionDetails', '钱包交易明细', { operations: ['walletTransDetailQry'] }),
  screen('digitalCurrency/digitalOrderQuery', '数字人民币订单查询', { operations: ['digitalOrderQry'] }),
  screen('digitalCurrency/intelligentCallBack', '智能兑回', {
    operations: ['walletSmartConvertSign'],
    actions: [tab('walletSmartConvertModify', '修改签约'), tab('walletSmartConvertCancel', '解约')],
  }),
];
