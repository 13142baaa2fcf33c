import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /governmentTreasure/electricityFees: 电费缴纳.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ElectricityFeesScreen() {
  return <InfoScreen title="电费缴纳" />;
}
