import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /governmentTreasure/flowingWater: 财政流水查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to fiscalFlowQry.
 */
export default function FlowingWaterScreen() {
  return <QueryScreen operation="fiscalFlowQry" title="财政流水查询" />;
}
