import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /supplyChain/ordersE/query: 订单e贷业务查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to supplyChainBusinessQry.
 */
export default function QueryRouteScreen() {
  return <QueryScreen operation="supplyChainBusinessQry" title="订单e贷业务查询" />;
}
