import { area, detail, keepAlive, type ManifestRoute, row } from './define.ts';

const { screen, to } = area('/account');

/**
 * Account (spec 001 §2 "/account"). Every item of this list is spelled from the area root, so
 * `query/queryAccDetails` and `query/unmatch` are `/account/query/...`, not under `checkAccount/`
 * (the spec carries no parent prefix in this list: `transaDetails` follows `myAccount/accDownload`).
 */
export const accountRoutes: readonly ManifestRoute[] = [
  to('', 'myAccount', '账户管理', { en: 'Accounts' }),
  screen('myAccount', '我的账户', { en: 'My accounts', operations: ['accountListQry'] }),
  screen('myAccount/accDetails', '账户详情', { en: 'Account details', ...detail, operations: ['accountListQry', 'accountTransDetailQry'] }),
  screen('myAccount/accDownload', '账户信息下载', { en: 'Account information download', operations: ['accountListQry'] }),
  screen('transaDetails', '交易明细查询', { en: 'Transaction details', ...keepAlive, operations: ['accountTransDetailQry'] }),
  screen('transaDetails/details', '交易明细详情', { en: 'Transaction record', ...detail, ...keepAlive, operations: ['accountTransDetailQry', 'elecReceiptQry'] }),
  screen('elecReceipt', '电子回单', {
    en: 'Electronic receipts',
    operations: ['elecReceiptQry'],
    link: { label: '打印', to: '/payTransfer/voucher', key: ['ACCT_NO', 'RECEIPT_NO'] },
  }),
  to('checkAccount', 'checkAccount/elec', '对账管理', { en: 'Reconciliation' }),
  // the statements of each period, answered on their rows: 相符 or 不符, while not yet answered (0 未对账)
  screen('checkAccount/elec', '电子对账', {
    en: 'Electronic reconciliation',
    operations: ['reconciliationResultQry'],
    actions: [
      row('conformItemsSub', '相符确认', { when: { CHECK_STATUS: ['0'] } }),
      row('notConformItemSub', '不符提交', { when: { CHECK_STATUS: ['0'] } }),
    ],
  }),
  screen('checkAccount/query', '对账结果查询', { en: 'Reconciliation result query', ...keepAlive, operations: ['reconciliationResultQry'] }),
  screen('query/queryAccDetails', '对账明细查询', { en: 'Reconciliation item query', ...keepAlive, operations: ['reconciliationItemQry'] }),
  screen('query/unmatch', '未达账项查询', { en: 'Outstanding items', ...keepAlive, operations: ['reconciliationItemQry'] }),
  screen('checkAccount/manage', '对账账户管理', { en: 'Reconciliation accounts', operations: ['reconciliationResultQry', 'signingAdvance'] }),
  screen('checkAccount/signing', '电子对账签约', { en: 'Electronic reconciliation sign-up', operations: ['signingAdvance'] }),
  to('vatInvoice', 'vatInvoice/invoicing', '增值税发票', { en: 'VAT invoices' }),
  screen('vatInvoice/invoicing', '发票开具', { en: 'Invoice issuance' }),
  screen('vatInvoice/invoiced', '已开发票查询', { en: 'Issued invoice query', operations: ['vatInvoiceQry'] }),
  to('confirmation', 'confirmation/confirmationAuth', '银行询证函', { en: 'Bank audit confirmations' }),
  screen('confirmation/confirmationAuth', '询证函授权', { en: 'Audit confirmation authorization', operations: ['confirmationAuthSub', 'confirmationListQry'] }),
  screen('confirmation/confirmationQry', '询证函查询', { en: 'Audit confirmation query', operations: ['confirmationListQry'] }),
];
