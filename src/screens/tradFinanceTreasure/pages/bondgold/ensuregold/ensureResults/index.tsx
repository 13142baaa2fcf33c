import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/bondgold/ensuregold/ensureResults: 担保金办理结果.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function EnsureResultsScreen() {
  return <InfoScreen title="担保金办理结果" />;
}
