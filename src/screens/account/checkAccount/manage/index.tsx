import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /account/checkAccount/manage: 对账账户管理.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to reconciliationResultQry.
 */
export default function ManageScreen() {
  return <QueryScreen operation="reconciliationResultQry" title="对账账户管理" />;
}
