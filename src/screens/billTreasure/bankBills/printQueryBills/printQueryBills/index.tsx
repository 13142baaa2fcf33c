import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/bankBills/printQueryBills/printQueryBills: 票据打印查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function PrintQueryBillsScreen() {
  return <InfoScreen title="票据打印查询" />;
}
