import { area, type ManifestRoute } from './define.ts';

const { screen, to } = area('/supplyChain');

/**
 * One supply-chain product's flow. The spec names its screens ("signup, contract info, financing, IOU
 * deal and history, repayment, result and query") but no paths: these are our reading, each under the
 * chain's path, and the chain's own path is its overview screen (the area redirects to loanChain).
 */
function chain(base: string, name: string): ManifestRoute[] {
  return [
    screen(base, name),
    screen(`${base}/signup`, `${name}签约`),
    screen(`${base}/contractInfo`, `${name}合同信息`),
    screen(`${base}/financing`, `${name}融资申请`),
    screen(`${base}/iouDeal`, `${name}借据办理`),
    screen(`${base}/iouHistory`, `${name}借据历史`),
    screen(`${base}/repayment`, `${name}还款`),
    screen(`${base}/result`, `${name}办理结果`),
    screen(`${base}/query`, `${name}业务查询`),
  ];
}

/** Supply chain (spec 001 §2 "/supplyChain"): three chains; wareHouse has four IOU screens more. */
export const supplyChainRoutes: readonly ManifestRoute[] = [
  to('', 'loanChain', '供应链金融'),
  ...chain('loanChain', '链捷贷'),
  ...chain('ordersE', '订单e贷'),
  ...chain('wareHouse', '仓单e贷'),
  screen('wareHouse/iouSubmit', '仓单借据提交'),
  screen('wareHouse/iouConfirm', '仓单借据确认'),
  screen('wareHouse/iouResult', '仓单借据结果'),
  screen('wareHouse/iouConfirmed', '已确认借据'),
];
