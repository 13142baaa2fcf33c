import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/accUncForExchQry/bhSure: 保函申请确认.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BhSureScreen() {
  return <InfoScreen title="保函申请确认" />;
}
