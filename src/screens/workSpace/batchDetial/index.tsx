import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /workSpace/batchDetial: 批量业务明细.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to batchDetailQry.
 */
export default function BatchDetialScreen() {
  return <QueryScreen operation="batchDetailQry" title="批量业务明细" />;
}
