/**
 * Every call the specification names, with where it names it. The contract test fails when one
 * of these is not an operation of the contract.
 */

/** spec 000 §7: calls given with their path. */
export const SPEC_000_PATHS = [
  '/api/login/userInfoThree',
  '/api/enterprise/enterpriseInforQry',
  '/api/account/accountListQry',
  '/api/electronic/isNotElecOrderCheck',
  '/api/search/searchMenuListQry',
  '/api/message/bankAnnouncementListQry',
  '/api/commonly/commonlyFunctionQry',
  '/api/enterprise/enterpriseUserReserveQry',
  '/api/common/bankBranchQry',
  '/api/common/getClientIp',
  '/api/onlineService/MD5Digest',
  '/api/login/logOut',
  '/api/file/uploadFile',
  '/api/auth/transAuthSubmit',
];

/** spec 000 §7: calls described without a path, and the operation that is each. */
export const SPEC_000_DESCRIBED: Record<string, string> = {
  'random-count endpoint': 'getRandomCount',
  'client MAC parse': 'clientMacParse',
  'menu list query': 'menuListQry',
  'menu authority check': 'menuAuthCheck',
  'server time': 'getServerTime',
  // "Login, QR-code login, key login, password change, forgot password, image code and token calls
  // are declared but their fields are not shown."
  'login': 'passwordLogin',
  'QR-code login (issue)': 'qrCodeIssue',
  'QR-code login (poll)': 'qrCodePoll',
  'key login (challenge)': 'ukeyChallenge',
  'key login': 'ukeyLogin',
  'select enterprise (spec 000 §4)': 'selectEnterprise',
  'update base info (spec 000 §4)': 'updateBaseInfo',
  'password change': 'changePassword',
  'forgot password': 'forgotPassword',
  'image code': 'imageCode',
  'token': 'tokenLogin',
};

/** spec 000 §7: calls the spec marks silent. */
export const SPEC_000_SILENT = [
  'clientMacParse',
  'userInfoThree',
  'enterpriseInforQry',
  'accountListQry',
  'isNotElecOrderCheck',
  'logOut',
  'menuListQry',
];

/** spec 001 §7: signed calls named verbatim (shorthand expanded: smsSign Add/Upd/Del, markSettleExchange). */
export const SPEC_001_SIGNED_NAMED = [
  // deposit
  'depositBuy', 'depositWithdraw',
  // international settlement
  'letterCreditSub', 'docCollectionSub', 'exportNegotiationSub', 'foreignFixDepositSub', 'foreignMarginDepositSub',
  'foreignTransferCurrentSub', 'foreignTransferFixedSub', 'modifyLetterCreditSub', 'successAutoReceiptsPush',
  'homeRemitSub', 'abroadRemitSub', 'synonymTransferApply', 'crossBorderDrawApply',
  // interTrade
  'feSaleSub', 'feSaleLockSub', 'feSettlementSub', 'foreignExchangeSub', 'forwardDeliverySub', 'forwardExtendSub',
  'forwardSettleSub', 'markSettleExchangeSub', 'markSettleExchangeCancelSub', 'markSettleExchangeNightSub',
  'normativeProfile', 'crossRmbSettleApply', 'fdConfirmationSign',
  // tradeFinance
  'interRepaymentSub', 'tradeFinanceSub',
  // investmentFinancing
  'loiOpenApplication', 'loiAmendApplication',
  // transfer
  'transferSub', 'batchTransferSub', 'preTransferSub',
  // dcep
  'signContRact', 'walletOpenApply',
  // reconciliation
  'conformItemsSub', 'notConformItemSub',
  // signing
  'signingAdvance', 'elecOrderSigningUpd',
  // enterprise
  'enterpriseAcctUpd', 'enterpriseUserUpd', 'autoModeAdd', 'autoModeDelete', 'autoModeUpdate', 'openServeUpdate',
  'tradingOrderMngUpdate',
  // smsSign | Add, Upd, Del
  'smsSignAdd', 'smsSignUpd', 'smsSignDel',
  // others
  'compositTally', 'regulatedTransfer', 'ukeyLogin', 'loginUkeyCheck',
  // POST /api/auth/transAuthSubmit
  'transAuthSubmit',
];

/** spec 001 §7: signed calls the spec describes without a name, and the operation(s) that are each. */
export const SPEC_001_SIGNED_DESCRIBED: Record<string, string[]> = {
  'interTrade: fd* forward-deal submissions': ['fdOpenSub', 'fdDeliverySub', 'fdExtendSub', 'fdCancelSub'],
  'tradeFinance: loan and financing applications': ['tradeFinanceLoanApply', 'tradeFinanceFinancingApply'],
  'tradeFinance: contract cancel': ['tradeFinanceContractCancel'],
  'tradeFinance: void': ['tradeFinanceVoid'],
  'transfer: payroll sign': ['payrollSign'],
  'transfer: rescind-sign': ['payrollRescindSign'],
  'transfer: payroll transfer': ['payrollTransferSub'],
  'wallet: bank transfer': ['walletBankTransferSub'],
  'wallet: bind': ['walletBind'],
  'wallet: unbind': ['walletUnbind'],
  'wallet: recharge': ['walletRecharge'],
  'wallet: smart-convert sign': ['walletSmartConvertSign'],
  'wallet: cancel': ['walletSmartConvertCancel'],
  'wallet: modify': ['walletSmartConvertModify'],
  'wallet: batch transfer': ['walletBatchTransferSub'],
  'wallet: digital transfer': ['walletDigitalTransferSub'],
  'wallet: reserved transfer': ['walletReservedTransferSub'],
  'signing: confirmation auth': ['confirmationAuthSub'],
  'governTreasure: gas fee sign, unwind, single pay': ['gasFeeSign', 'gasFeeUnwind', 'gasFeeSinglePay'],
  'governTreasure: ETC sign, unwind': ['etcSign', 'etcUnwind'],
  'governTreasure: telecom sign, unwind': ['telecomSign', 'telecomUnwind'],
  'governTreasure: non-tax pay': ['nonTaxPay'],
  'governTreasure: fiscal sign, unwind, single pay': ['fiscalSign', 'fiscalUnwind', 'fiscalSinglePay'],
  'governTreasure: audit submits': ['financialAuditSub', 'townshipFinancialAuditSub', 'unitPaymentAuditSub'],
  'governTreasure: court fee refund': ['courtFeeRefund'],
  'governTreasure: court pay': ['courtPay'],
  'others: bankruptcy transfers': [
    'bankruptcyBatchInTransferSub', 'bankruptcySingleTransferSub', 'bankruptcyBatchOutTransferSub',
  ],
  'others: finance products (buy, withdraw, sign, rescind, redeem)': [
    'financeProductBuy', 'financeProductWithdraw', 'financeProductSign', 'financeProductRescind',
    'financeProductRedeem',
  ],
  'others: fund (buy, redeem, sign, change account, dividend method, cancel)': [
    'fundBuy', 'fundRedeem', 'fundSign', 'fundChangeAccount', 'fundDividendMethod', 'fundCancel',
  ],
  'others: creditCenter': ['creditCenterLoanApply', 'creditCenterWithdrawSub', 'creditCenterRepaymentSub',
    'creditCenterContractSign'],
  'others: microLoan': ['microLoanApply', 'microLoanWithdrawSub', 'microLoanRepaymentSub'],
  'others: guaranteeLoan': ['guaranteeLoanApply', 'guaranteeLoanRepaymentSub'],
  'others: loanChain': ['loanChainSignup', 'loanChainFinancingSub', 'loanChainIouSub'],
  'others: orderFinance': ['orderFinanceSignup', 'orderFinanceFinancingSub', 'orderFinanceIouSub'],
  'others: warehouseReceipt': ['warehouseReceiptSignup', 'warehouseReceiptFinancingSub', 'warehouseReceiptIouSub',
    'warehouseReceiptIouConfirm'],
  'others: tradFinance': ['tradFinanceCertificateSub', 'tradFinanceCertificateTransferSub',
    'tradFinanceForfaitingApply'],
  'others: letterGuaraBus': ['letterGuaraApplySub', 'letterGuaraDepositSub'],
  'others: rptreasure': ['rptreasureMerInApplySub', 'rptreasureAuditSub'],
  'others: tradFactor': ['tradFactorApplySub', 'tradFactorApplyConfirm'],
  'others: openHr': ['openHrSignSub', 'openHrPayrollSub'],
  'others: withHold': ['withHoldSign', 'withHoldRescind'],
  'others: associa': ['associaFeePaySub'],
  'others: salary': ['salaryPaySub'],
  'spec 000 §7 / 001 §7: supply-chain loan contract, temporary authorisation, repayment (AUTH_METHOD)': [
    'supplyChainContractSign', 'supplyChainTempAuth', 'supplyChainRepaymentSub',
  ],
};

/** "billTreasure (about 30 bill operations and deposits)": at least this many signed operations under it. */
export const SPEC_001_BILL_OPERATIONS_AT_LEAST = 30;

/** Selectors: spec 000 §7 / spec 001 §7. */
export const SPEC_SELECTORS: Record<string, { by: string; values: string[] }> = {
  transAuthSubmit: { by: 'AUTH_TYPE', values: ['1', '2', '0'] },
  fdConfirmationSign: { by: 'AUTH_TYPE', values: ['1', '2'] },
  supplyChainContractSign: { by: 'AUTH_METHOD', values: ['1', '2'] },
  supplyChainTempAuth: { by: 'AUTH_METHOD', values: ['1', '2'] },
  supplyChainRepaymentSub: { by: 'AUTH_METHOD', values: ['1', '2'] },
};

/**
 * Selectors of operations the spec does not name, designed by the contract (x-eis-provisional
 * `operation`): a rule review's decision picks its code as transAuthSubmit's does (issue 48).
 */
export const OWN_SELECTORS: Record<string, { by: string; values: string[] }> = {
  authRuleReview: { by: 'AUTH_TYPE', values: ['1', '2'] },
};
