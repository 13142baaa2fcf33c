import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /account/vatInvoice/invoiced: 已开发票查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to vatInvoiceQry.
 */
export default function InvoicedScreen() {
  return <QueryScreen operation="vatInvoiceQry" title="已开发票查询" />;
}
