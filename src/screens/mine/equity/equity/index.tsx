import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /mine/equity/equity: 我的权益.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to equityListQry.
 */
export default function EquityScreen() {
  return <QueryScreen operation="equityListQry" title="我的权益" />;
}
