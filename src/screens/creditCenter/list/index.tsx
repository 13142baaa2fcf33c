import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /creditCenter/list: 贷款列表.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to loanListQry.
 */
export default function ListScreen() {
  return <QueryScreen operation="loanListQry" title="贷款列表" />;
}
