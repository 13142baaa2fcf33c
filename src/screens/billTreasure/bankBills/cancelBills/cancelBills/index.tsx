import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/bankBills/cancelBills/cancelBills: 撤票.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function CancelBillsScreen() {
  return <InfoScreen title="撤票" />;
}
