import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/accUncForExchQry/bhApplyQuery: 保函申请查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BhApplyQueryScreen() {
  return <InfoScreen title="保函申请查询" />;
}
