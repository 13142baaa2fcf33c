import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/bankBills/billsPayee/billsPayee: 票据收款人管理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BillsPayeeScreen() {
  return <InfoScreen title="票据收款人管理" />;
}
