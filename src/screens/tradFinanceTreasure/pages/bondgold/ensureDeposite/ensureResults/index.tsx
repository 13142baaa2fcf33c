import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/bondgold/ensureDeposite/ensureResults: 保证金存入结果.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function EnsureResultsScreen() {
  return <InfoScreen title="保证金存入结果" />;
}
