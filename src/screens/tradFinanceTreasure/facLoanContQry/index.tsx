import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /tradFinanceTreasure/facLoanContQry: 保理合同查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to factoringContractQry.
 */
export default function FacLoanContQryScreen() {
  return <QueryScreen operation="factoringContractQry" title="保理合同查询" />;
}
