import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /account/elecReceipt: 电子回单. An account's receipts, one per booked entry (elecReceiptQry); 打印 opens
 * the receipt in 转账凭证打印 (issue 36).
 */
export default function ElecReceiptScreen() {
  return <QueryScreen operation="elecReceiptQry" title="电子回单" rowLink={{ label: '打印', to: '/payTransfer/voucher', key: ['ACCT_NO', 'RECEIPT_NO'] }} />;
}
