import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /creditCenter/debt: 负债查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to loanListQry.
 */
export default function DebtScreen() {
  return <QueryScreen operation="loanListQry" title="负债查询" />;
}
