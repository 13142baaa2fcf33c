import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /billTreasure/ElectricBillRelieve: 电子票据解除.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ElectricBillRelieveScreen() {
  return <InfoScreen title="电子票据解除" />;
}
