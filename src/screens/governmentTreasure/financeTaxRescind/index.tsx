import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/financeTaxRescind: 财税库银解约.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FinanceTaxRescindScreen() {
  return <InfoScreen title="财税库银解约" />;
}
