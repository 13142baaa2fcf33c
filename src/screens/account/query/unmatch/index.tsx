import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /account/query/unmatch: 未达账项查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to reconciliationItemQry.
 */
export default function UnmatchScreen() {
  return <QueryScreen operation="reconciliationItemQry" title="未达账项查询" />;
}
