import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/bankBills/accpectBills/accpectBills: 承兑签收.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AccpectBillsScreen() {
  return <InfoScreen title="承兑签收" />;
}
