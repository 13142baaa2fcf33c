import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /billTreasure/commerialTicet/noticeLookBills/noticeLookBills: 商票提示票据查看.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to billListQry.
 */
export default function NoticeLookBillsScreen() {
  return <QueryScreen operation="billListQry" title="商票提示票据查看" />;
}
