import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/financialAudit: 财政审核.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FinancialAuditScreen() {
  return <InfoScreen title="财政审核" />;
}
