import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /creditCenter/repayment: 还款计划.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to repaymentPlanQry.
 */
export default function RepaymentScreen() {
  return <QueryScreen operation="repaymentPlanQry" title="还款计划" />;
}
