import { area, type ManifestRoute } from './define.ts';

const { screen, to } = area('/creditCenter');

/** Credit center (spec 001 §2 "/creditCenter"): detail redirects to main, sincere to alias. */
export const creditCenterRoutes: readonly ManifestRoute[] = [
  to('', 'setting', '信贷中心'),
  screen('xwyida', '小微易贷'),
  screen('setting', '信贷首页'),
  screen('introduce', '产品介绍'),
  screen('introduceB', '产品介绍（企业版）'),
  screen('article', '协议条款'),
  screen('contract', '合同签署'),
  screen('baoyi', '保易贷'),
  screen('result', '办理结果'),
  screen('organization', '经办机构选择'),
  screen('main', '贷款申请'),
  screen('list', '贷款列表'),
  screen('particulars', '贷款详情'),
  screen('refund', '提前还款'),
  screen('project', '项目信息'),
  screen('repayment', '还款计划'),
  screen('delay', '展期申请'),
  screen('accredit', '征信授权'),
  screen('unicity', '客户信息确认'),
  screen('part', '部分还款'),
  screen('affirm', '借款确认'),
  screen('payment', '提款申请'),
  screen('credit', '授信查询'),
  screen('pact', '借款合同'),
  screen('alias', '诚信贷'),
  screen('receipt', '借据查询'),
  screen('product', '贷款产品'),
  screen('debt', '负债查询'),
  to('detail', 'main', '贷款申请'),
  to('sincere', 'alias', '诚信贷'),
];
