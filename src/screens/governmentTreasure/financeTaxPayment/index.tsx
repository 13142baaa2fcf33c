import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/financeTaxPayment: 税费缴纳.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FinanceTaxPaymentScreen() {
  return <InfoScreen title="税费缴纳" />;
}
