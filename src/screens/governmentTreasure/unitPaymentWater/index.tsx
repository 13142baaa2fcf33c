import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/unitPaymentWater: 单位缴款流水.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function UnitPaymentWaterScreen() {
  return <InfoScreen title="单位缴款流水" />;
}
