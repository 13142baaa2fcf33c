import { area, detail, type ManifestRoute, type ScreenAction, tab } from './define.ts';

const { screen, to } = area('/creditCenter');

/** A repayment of the other loan products, beside the credit centre's own. */
const loanKinds: readonly ScreenAction[] = [tab('microLoanRepaymentSub', '小微贷还款'), tab('guaranteeLoanRepaymentSub', '担保贷还款')];

/** Credit center (spec 001 §2 "/creditCenter"): detail redirects to main, sincere to alias. */
export const creditCenterRoutes: readonly ManifestRoute[] = [
  to('', 'setting', '信贷中心', { en: 'Credit center' }),
  screen('xwyida', '小微易贷', { en: 'SME easy loan', operations: ['microLoanApply'] }),
  screen('setting', '信贷首页', { en: 'Credit home' }),
  screen('introduce', '产品介绍', { en: 'Product introduction' }),
  screen('introduceB', '产品介绍（企业版）', { en: 'Product introduction (enterprise edition)' }),
  screen('article', '协议条款', { en: 'Agreement terms' }),
  screen('contract', '合同签署', { en: 'Contract signing', operations: ['creditCenterContractSign'] }),
  screen('baoyi', '保易贷', { en: 'Guaranteed easy loan', operations: ['guaranteeLoanApply'] }),
  screen('result', '办理结果', { en: 'Processing result' }),
  screen('organization', '经办机构选择', { en: 'Handling branch selection' }),
  screen('main', '贷款申请', { en: 'Loan application', operations: ['creditCenterLoanApply'] }),
  screen('list', '贷款列表', { en: 'Loans', operations: ['loanListQry'] }),
  screen('particulars', '贷款详情', { en: 'Loan details', ...detail, operations: ['loanListQry', 'repaymentPlanQry'] }),
  screen('refund', '提前还款', { en: 'Early repayment', operations: ['creditCenterRepaymentSub'], actions: loanKinds }),
  screen('project', '项目信息', { en: 'Project information' }),
  screen('repayment', '还款计划', { en: 'Repayment schedule', operations: ['repaymentPlanQry'] }),
  screen('delay', '展期申请', { en: 'Loan extension application' }),
  screen('accredit', '征信授权', { en: 'Credit check authorization' }),
  screen('unicity', '客户信息确认', { en: 'Customer information confirmation' }),
  screen('part', '部分还款', { en: 'Partial repayment', operations: ['creditCenterRepaymentSub'], actions: loanKinds }),
  screen('affirm', '借款确认', { en: 'Borrowing confirmation', operations: ['creditCenterContractSign'] }),
  screen('payment', '提款申请', { en: 'Drawdown application', operations: ['creditCenterWithdrawSub'], actions: [tab('microLoanWithdrawSub', '小微贷提款')] }),
  screen('credit', '授信查询', { en: 'Credit facility query', operations: ['creditLimitQry'] }),
  screen('pact', '借款合同', { en: 'Loan contract', operations: ['creditCenterContractSign'] }),
  screen('alias', '诚信贷', { en: 'Integrity loan', operations: ['creditCenterLoanApply'] }),
  screen('receipt', '借据查询', { en: 'IOUs', operations: ['loanListQry'] }),
  screen('product', '贷款产品', { en: 'Loan product' }),
  screen('debt', '负债查询', { en: 'Liabilities', operations: ['loanListQry'] }),
  to('detail', 'main', '贷款申请', { en: 'Loan application' }),
  to('sincere', 'alias', '诚信贷', { en: 'Integrity loan' }),
];
