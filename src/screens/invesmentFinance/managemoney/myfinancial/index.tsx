import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /invesmentFinance/managemoney/myfinancial: 我的理财.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to holdingQry.
 */
export default function MyfinancialScreen() {
  return <QueryScreen operation="holdingQry" title="我的理财" />;
}
