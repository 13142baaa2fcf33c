import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/zkTtownshipWater: 专款乡镇财政流水.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ZkTtownshipWaterScreen() {
  return <InfoScreen title="专款乡镇财政流水" />;
}
