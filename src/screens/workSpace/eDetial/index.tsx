import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /workSpace/eDetial: 业务详情.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to transferOrderQry.
 */
export default function EDetialScreen() {
  return <QueryScreen operation="transferOrderQry" title="业务详情" />;
}
