import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /creditCenter/receipt: 借据查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to loanListQry.
 */
export default function ReceiptScreen() {
  return <QueryScreen operation="loanListQry" title="借据查询" />;
}
