import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /mine/equity/history: 权益领取记录.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to equityListQry.
 */
export default function HistoryScreen() {
  return <QueryScreen operation="equityListQry" title="权益领取记录" />;
}
