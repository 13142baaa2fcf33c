import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /invesmentFinance/query/query: 持有产品查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to holdingQry.
 */
export default function QueryRouteScreen() {
  return <QueryScreen operation="holdingQry" title="持有产品查询" />;
}
