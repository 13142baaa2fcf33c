import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /governmentTreasure/cloudPayment: 云缴费.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function CloudPaymentScreen() {
  return <InfoScreen title="云缴费" />;
}
