import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /account/checkAccount/query: 对账结果查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to reconciliationResultQry.
 */
export default function QueryRouteScreen() {
  return <QueryScreen operation="reconciliationResultQry" title="对账结果查询" />;
}
