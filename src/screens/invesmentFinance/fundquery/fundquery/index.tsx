import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /invesmentFinance/fundquery/fundquery: 基金交易查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to productTransQry.
 */
export default function FundqueryScreen() {
  return <QueryScreen operation="productTransQry" title="基金交易查询" />;
}
