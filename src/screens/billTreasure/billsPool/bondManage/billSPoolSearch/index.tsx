import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/billsPool/bondManage/billSPoolSearch: 票据池查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BillSPoolSearchScreen() {
  return <InfoScreen title="票据池查询" />;
}
