import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/bankBills/pendingBills/pendingBills: 待处理票据.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function PendingBillsScreen() {
  return <InfoScreen title="待处理票据" />;
}
