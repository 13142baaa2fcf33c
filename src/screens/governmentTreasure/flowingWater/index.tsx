import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/flowingWater: 财政流水查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FlowingWaterScreen() {
  return <InfoScreen title="财政流水查询" />;
}
