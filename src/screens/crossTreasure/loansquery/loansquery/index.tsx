import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /crossTreasure/loansquery/loansquery: 贸易融资查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to tradeFinancingQry.
 */
export default function LoansqueryScreen() {
  return <QueryScreen operation="tradeFinancingQry" title="贸易融资查询" />;
}
