import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/commerialTicet/accpectBills/accpectBills: 商票承兑签收.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AccpectBillsScreen() {
  return <InfoScreen title="商票承兑签收" />;
}
