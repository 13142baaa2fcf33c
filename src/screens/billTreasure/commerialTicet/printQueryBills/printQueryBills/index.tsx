import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/commerialTicet/printQueryBills/printQueryBills: 商票打印查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function PrintQueryBillsScreen() {
  return <InfoScreen title="商票打印查询" />;
}
