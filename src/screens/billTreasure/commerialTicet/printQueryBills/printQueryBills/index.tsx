import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /billTreasure/commerialTicet/printQueryBills/printQueryBills: 商票打印查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to billListQry.
 */
export default function PrintQueryBillsScreen() {
  return <QueryScreen operation="billListQry" title="商票打印查询" />;
}
