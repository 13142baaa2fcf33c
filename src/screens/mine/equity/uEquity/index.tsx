import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /mine/equity/uEquity: 可用权益.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to equityListQry.
 */
export default function UEquityScreen() {
  return <QueryScreen operation="equityListQry" title="可用权益" />;
}
