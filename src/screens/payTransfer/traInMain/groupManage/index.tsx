import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /payTransfer/traInMain/groupManage: 收款人分组管理.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to payeeListQry.
 */
export default function GroupManageScreen() {
  return <QueryScreen operation="payeeListQry" title="收款人分组管理" />;
}
