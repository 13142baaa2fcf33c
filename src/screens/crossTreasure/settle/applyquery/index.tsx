import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /crossTreasure/settle/applyquery: 结售汇申请查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to fxTradeQry.
 */
export default function ApplyqueryScreen() {
  return <QueryScreen operation="fxTradeQry" title="结售汇申请查询" />;
}
