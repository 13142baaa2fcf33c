/** One single transfer (transferSub) as the form sends it: the signing tests' and the signing bench's input. */
export const SINGLE_TRANSFER = {
  TRANS_NAME: '单笔转账',
  ACCT_NO: '6230910000012345678',
  ACCT_NAME: '浙江绿谷农业科技有限公司',
  PAYEE_ACCT_NO: '6230910000087654321',
  PAYEE_ACCT_NAME: '杭州禾丰农资贸易有限公司',
  PAYEE_BANK_NAME: '浙江余杭农村商业银行',
  TRAN_AMT: '12500.00',
  CURRENCY: 'CNY',
} as const;
