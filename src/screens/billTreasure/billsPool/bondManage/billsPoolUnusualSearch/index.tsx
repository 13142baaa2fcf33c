import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /billTreasure/billsPool/bondManage/billsPoolUnusualSearch: 票据池异常查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to billPoolQry.
 */
export default function BillsPoolUnusualSearchScreen() {
  return <QueryScreen operation="billPoolQry" title="票据池异常查询" />;
}
