import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /enterpriseEcological/balance: 生态账户余额.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to accountListQry.
 */
export default function BalanceScreen() {
  return <QueryScreen operation="accountListQry" title="生态账户余额" />;
}
