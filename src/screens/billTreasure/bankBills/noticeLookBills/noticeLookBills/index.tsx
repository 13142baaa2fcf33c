import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /billTreasure/bankBills/noticeLookBills/noticeLookBills: 提示票据查看.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to billListQry.
 */
export default function NoticeLookBillsScreen() {
  return <QueryScreen operation="billListQry" title="提示票据查看" />;
}
