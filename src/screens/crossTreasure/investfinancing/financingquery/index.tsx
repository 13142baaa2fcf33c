import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /crossTreasure/investfinancing/financingquery: 融资查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to tradeFinancingQry.
 */
export default function FinancingqueryScreen() {
  return <QueryScreen operation="tradeFinancingQry" title="融资查询" />;
}
