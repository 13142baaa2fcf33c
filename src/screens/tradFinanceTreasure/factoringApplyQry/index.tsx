import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /tradFinanceTreasure/factoringApplyQry: 保理申请查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to factoringApplyQry.
 */
export default function FactoringApplyQryScreen() {
  return <QueryScreen operation="factoringApplyQry" title="保理申请查询" />;
}
