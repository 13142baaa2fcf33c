import { RecordScreen } from '@/kit/RecordScreen.tsx';

/**
 * /payTransfer/voucher: 转账凭证打印. One electronic receipt (elecReceiptQry by account and receipt
 * number, from 电子回单's 打印), printable (issue 36).
 */
export default function VoucherScreen() {
  return <RecordScreen operation="elecReceiptQry" title="转账凭证打印" keys={['ACCT_NO', 'RECEIPT_NO']} back={{ label: '返回电子回单', to: '/account/elecReceipt' }} />;
}
