import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /governmentTreasure/bankruptcy/ruptcyAccountIncomeDetailQry: 账户收入明细查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to accountTransDetailQry.
 */
export default function RuptcyAccountIncomeDetailQryScreen() {
  return <QueryScreen operation="accountTransDetailQry" title="账户收入明细查询" />;
}
