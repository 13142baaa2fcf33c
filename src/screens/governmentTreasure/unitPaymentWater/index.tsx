import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /governmentTreasure/unitPaymentWater: 单位缴款流水.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to fiscalFlowQry.
 */
export default function UnitPaymentWaterScreen() {
  return <QueryScreen operation="fiscalFlowQry" title="单位缴款流水" />;
}
