import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/accUncForExchQry/bhResults: 保函申请结果.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BhResultsScreen() {
  return <InfoScreen title="保函申请结果" />;
}
