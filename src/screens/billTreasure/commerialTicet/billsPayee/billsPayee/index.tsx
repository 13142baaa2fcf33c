import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/commerialTicet/billsPayee/billsPayee: 商票收款人管理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BillsPayeeScreen() {
  return <InfoScreen title="商票收款人管理" />;
}
