import { area, detail, type ManifestRoute, type ScreenAction, tab } from './define.ts';

const { screen, to } = area('/creditCenter');

/** A repayment of the other loan products, beside the credit centre's own. */
const loanKinds: readonly ScreenAction[] = [tab('microLoanRepaymentSub', '小微贷还款'), tab('guaranteeLoanRepaymentSub', '担保贷还款')];

/** Credit center (spec 001 §2 "/creditCenter"): detail redirects to main, sincere to alias. */
export const creditCenterRoutes: readonly ManifestRoute[] = [
  to('', 'setting', '信贷中心'),
  screen('xwyida', '小微易贷', { operations: ['microLoanApply'] }),
  screen('setting', '信贷首页'),
  screen('introduce', '产品介绍'),
  screen('introduceB', '产品介绍（企业版）'),
  screen('article', '协议条款'),
  screen('contract', '合同签署', { operations: ['creditCenterContractSign'] }),
  screen('baoyi', '保易贷', { operations: ['guaranteeLoanApply'] }),
  screen('result', '办理结果'),
  screen('organization', '经办机构选择'),
  screen('main', '贷款申请', { operations: ['creditCenterLoanApply'] }),
  screen('list', '贷款列表', { operations: ['loanListQry'] }),
  screen('particulars', '贷款详情', { ...detail, operations: ['loanListQry', 'repaymentPlanQry'] }),
  screen('refund', '提前还款', { operations: ['creditCenterRepaymentSub'], actions: loanKinds }),
  screen('project', '项目信息'),
  screen('repayment', '还款计划', { operations: ['repaymentPlanQry'] }),
  screen('delay', '展期申请'),
  screen('accredit', '征信授权'),
  screen('unicity', '客户信息确认'),
  screen('part', '部分还款', { operations: ['creditCenterRepaymentSub'], actions: loanKinds }),
  screen('affirm', '借款确认', { operations: ['creditCenterContractSign'] }),
  screen('payment', '提款申请', { operations: ['creditCenterWithdrawSub'], actions: [tab('microLoanWithdrawSub', '小微贷提款')] }),
  screen('credit', '授信查询', { operations: ['creditLimitQry'] }),
  screen('pact', '借款合同', { operations: ['creditCenterContractSign'] }),
  screen('alias', '诚信贷', { operations: ['creditCenterLoanApply'] }),
  screen('receipt', '借据查询', { operations: ['loanListQry'] }),
  screen('product', '贷款产品'),
  screen('debt', '负债查询', { operations: ['loanListQry'] }),
  to('detail', 'main', '贷款申请'),
  to('sincere', 'alias', '诚信贷'),
];
