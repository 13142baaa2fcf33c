import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /crossTreasure/investfinancing/investquery: 投资查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to fxRegisterQry.
 */
export default function InvestqueryScreen() {
  return <QueryScreen operation="fxRegisterQry" title="投资查询" />;
}
