import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/townshipWater: 乡镇财政流水.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function TownshipWaterScreen() {
  return <InfoScreen title="乡镇财政流水" />;
}
