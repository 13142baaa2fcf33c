import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /billTreasure/billsPool/bondManage/bankAgentQuery: 代理行查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to billAgentBankQry.
 */
export default function BankAgentQueryScreen() {
  return <QueryScreen operation="billAgentBankQry" title="代理行查询" />;
}
