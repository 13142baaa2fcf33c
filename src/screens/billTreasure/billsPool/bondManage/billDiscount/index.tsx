import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/billsPool/bondManage/billDiscount: 池内贴现.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BillDiscountScreen() {
  return <InfoScreen title="池内贴现" />;
}
