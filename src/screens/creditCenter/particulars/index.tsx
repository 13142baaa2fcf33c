import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /creditCenter/particulars: 贷款详情.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to loanListQry.
 */
export default function ParticularsScreen() {
  return <QueryScreen operation="loanListQry" title="贷款详情" />;
}
