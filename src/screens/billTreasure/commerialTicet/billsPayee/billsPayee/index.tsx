import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /billTreasure/commerialTicet/billsPayee/billsPayee: 商票收款人管理.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to payeeListQry.
 */
export default function BillsPayeeScreen() {
  return <QueryScreen operation="payeeListQry" title="商票收款人管理" />;
}
