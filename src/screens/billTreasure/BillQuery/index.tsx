import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /billTreasure/BillQuery: 票据查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to billListQry.
 */
export default function BillQueryScreen() {
  return <QueryScreen operation="billListQry" title="票据查询" />;
}
