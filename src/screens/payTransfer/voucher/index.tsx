import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /payTransfer/voucher: 转账凭证打印.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to elecReceiptQry.
 */
export default function VoucherScreen() {
  return <QueryScreen operation="elecReceiptQry" title="转账凭证打印" />;
}
