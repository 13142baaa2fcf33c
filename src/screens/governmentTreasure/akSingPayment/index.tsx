import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/akSingPayment: 案款单笔缴纳.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AkSingPaymentScreen() {
  return <InfoScreen title="案款单笔缴纳" />;
}
