import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /billTreasure/billsPool/bondManage/searchDetail: 票据池明细查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to billPoolQry.
 */
export default function SearchDetailScreen() {
  return <QueryScreen operation="billPoolQry" title="票据池明细查询" />;
}
