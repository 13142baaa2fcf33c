import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /governmentTreasure/townshipWater: 乡镇财政流水.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to fiscalFlowQry.
 */
export default function TownshipWaterScreen() {
  return <QueryScreen operation="fiscalFlowQry" title="乡镇财政流水" />;
}
