import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /governmentTreasure/financeAndTax: 财税库银.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FinanceAndTaxScreen() {
  return <InfoScreen title="财税库银" />;
}
