import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/rqSingPayment: 燃气费单笔缴费.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RqSingPaymentScreen() {
  return <InfoScreen title="燃气费单笔缴费" />;
}
