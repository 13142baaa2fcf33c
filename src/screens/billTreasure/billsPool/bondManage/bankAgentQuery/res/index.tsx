import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /billTreasure/billsPool/bondManage/bankAgentQuery/res: 代理行查询结果.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to billAgentBankQry.
 */
export default function ResScreen() {
  return <QueryScreen operation="billAgentBankQry" title="代理行查询结果" />;
}
