import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /tradFinanceTreasure/loanRecordQry: 保理放款记录.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to factoringLoanQry.
 */
export default function LoanRecordQryScreen() {
  return <QueryScreen operation="factoringLoanQry" title="保理放款记录" />;
}
