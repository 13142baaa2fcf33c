import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/ElectricBill: 电子票据.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ElectricBillScreen() {
  return <InfoScreen title="电子票据" />;
}
