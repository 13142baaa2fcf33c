import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /mine/equity/detail: 权益详情.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to equityListQry.
 */
export default function DetailScreen() {
  return <QueryScreen operation="equityListQry" title="权益详情" />;
}
