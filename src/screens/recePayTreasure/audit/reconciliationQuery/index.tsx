import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /recePayTreasure/audit/reconciliationQuery: 收付对账查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to rptreasureReconQry.
 */
export default function ReconciliationQueryScreen() {
  return <QueryScreen operation="rptreasureReconQry" title="收付对账查询" />;
}
