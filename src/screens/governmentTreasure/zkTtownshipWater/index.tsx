import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /governmentTreasure/zkTtownshipWater: 专款乡镇财政流水.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to fiscalFlowQry.
 */
export default function ZkTtownshipWaterScreen() {
  return <QueryScreen operation="fiscalFlowQry" title="专款乡镇财政流水" />;
}
