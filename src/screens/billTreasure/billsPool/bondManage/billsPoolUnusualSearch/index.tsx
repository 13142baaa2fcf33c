import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/billsPool/bondManage/billsPoolUnusualSearch: 票据池异常查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BillsPoolUnusualSearchScreen() {
  return <InfoScreen title="票据池异常查询" />;
}
