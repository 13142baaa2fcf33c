import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /recePayTreasure/audit/flowsQuery: 收付流水查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to rptreasureFlowQry.
 */
export default function FlowsQueryScreen() {
  return <QueryScreen operation="rptreasureFlowQry" title="收付流水查询" />;
}
