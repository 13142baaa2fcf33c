import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /billTreasure/bankBills/printQueryBills/printQueryBills: 票据打印查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to billListQry.
 */
export default function PrintQueryBillsScreen() {
  return <QueryScreen operation="billListQry" title="票据打印查询" />;
}
