import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /account/vatInvoice/invoiced: 已开发票查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function InvoicedScreen() {
  return <InfoScreen title="已开发票查询" />;
}
