import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /businessAdmin/userManage: 用户管理.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to enterpriseUserListQry.
 */
export default function UserManageScreen() {
  return <QueryScreen operation="enterpriseUserListQry" title="用户管理" />;
}
