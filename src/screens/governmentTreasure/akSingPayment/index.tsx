import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /governmentTreasure/akSingPayment: 案款单笔缴纳.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to courtPay.
 */
export default function AkSingPaymentScreen() {
  return <SignedScreen operation="courtPay" title="案款单笔缴纳" />;
}
