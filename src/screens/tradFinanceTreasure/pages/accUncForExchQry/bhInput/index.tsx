import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/accUncForExchQry/bhInput: 保函申请录入.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BhInputScreen() {
  return <InfoScreen title="保函申请录入" />;
}
