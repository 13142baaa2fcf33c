import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /governmentTreasure/financialStatements: 财政报表.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FinancialStatementsScreen() {
  return <InfoScreen title="财政报表" />;
}
