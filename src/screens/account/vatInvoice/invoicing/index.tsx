import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /account/vatInvoice/invoicing: 发票开具.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function InvoicingScreen() {
  return <InfoScreen title="发票开具" />;
}
