import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /account/myAccount/accDetails: 账户详情.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to accountListQry.
 */
export default function AccDetailsScreen() {
  return <QueryScreen operation="accountListQry" title="账户详情" />;
}
