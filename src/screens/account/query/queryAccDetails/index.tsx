import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /account/query/queryAccDetails: 对账明细查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to reconciliationItemQry.
 */
export default function QueryAccDetailsScreen() {
  return <QueryScreen operation="reconciliationItemQry" title="对账明细查询" />;
}
