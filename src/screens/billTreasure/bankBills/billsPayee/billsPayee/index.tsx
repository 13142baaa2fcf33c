import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /billTreasure/bankBills/billsPayee/billsPayee: 票据收款人管理.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to payeeListQry.
 */
export default function BillsPayeeScreen() {
  return <QueryScreen operation="payeeListQry" title="票据收款人管理" />;
}
