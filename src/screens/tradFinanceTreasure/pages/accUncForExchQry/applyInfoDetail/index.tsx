import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/accUncForExchQry/applyInfoDetail: 保函申请详情.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ApplyInfoDetailScreen() {
  return <InfoScreen title="保函申请详情" />;
}
