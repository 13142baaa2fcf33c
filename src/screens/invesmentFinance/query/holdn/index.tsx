import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /invesmentFinance/query/holdn: 持仓明细.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to holdingQry.
 */
export default function HoldnScreen() {
  return <QueryScreen operation="holdingQry" title="持仓明细" />;
}
