import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /billTreasure/commerialTicet/pendingBills/pendingBills: 商票待处理票据.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to billListQry.
 */
export default function PendingBillsScreen() {
  return <QueryScreen operation="billListQry" title="商票待处理票据" />;
}
