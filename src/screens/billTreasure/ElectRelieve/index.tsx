import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /billTreasure/ElectRelieve: 电票解除.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ElectRelieveScreen() {
  return <InfoScreen title="电票解除" />;
}
