import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /businessAdmin/account: 企业账户管理.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to accountListQry.
 */
export default function AccountScreen() {
  return <QueryScreen operation="accountListQry" title="企业账户管理" />;
}
