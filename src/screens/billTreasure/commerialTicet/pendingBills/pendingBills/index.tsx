import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/commerialTicet/pendingBills/pendingBills: 商票待处理票据.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function PendingBillsScreen() {
  return <InfoScreen title="商票待处理票据" />;
}
