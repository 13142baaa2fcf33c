import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /governmentTreasure/bankruptcy/ruptcyCaseAccountQry: 破产案件账户查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to bankruptcyCaseAccountQry.
 */
export default function RuptcyCaseAccountQryScreen() {
  return <QueryScreen operation="bankruptcyCaseAccountQry" title="破产案件账户查询" />;
}
