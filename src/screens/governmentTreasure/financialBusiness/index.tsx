import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /governmentTreasure/financialBusiness: 财政业务.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FinancialBusinessScreen() {
  return <InfoScreen title="财政业务" />;
}
