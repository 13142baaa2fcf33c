import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /account/myAccount: 我的账户.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to accountListQry.
 */
export default function MyAccountScreen() {
  return <QueryScreen operation="accountListQry" title="我的账户" />;
}
