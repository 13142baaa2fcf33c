import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /governmentTreasure/rqSingPayment: 燃气费单笔缴费.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to gasFeeSinglePay.
 */
export default function RqSingPaymentScreen() {
  return <SignedScreen operation="gasFeeSinglePay" title="燃气费单笔缴费" />;
}
