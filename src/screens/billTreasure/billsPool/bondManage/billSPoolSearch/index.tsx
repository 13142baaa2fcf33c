import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /billTreasure/billsPool/bondManage/billSPoolSearch: 票据池查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to billPoolQry.
 */
export default function BillSPoolSearchScreen() {
  return <QueryScreen operation="billPoolQry" title="票据池查询" />;
}
