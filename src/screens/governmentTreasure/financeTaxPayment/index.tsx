import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /governmentTreasure/financeTaxPayment: 税费缴纳.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to fiscalSinglePay.
 */
export default function FinanceTaxPaymentScreen() {
  return <SignedScreen operation="fiscalSinglePay" title="税费缴纳" />;
}
