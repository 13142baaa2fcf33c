import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/commerialTicet/cancelBills/cancelBills: 商票撤票.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function CancelBillsScreen() {
  return <InfoScreen title="商票撤票" />;
}
