import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /governmentTreasure/dfSingPayment: 电费单笔缴费.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DfSingPaymentScreen() {
  return <InfoScreen title="电费单笔缴费" />;
}
