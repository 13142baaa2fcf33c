import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/commerialTicet/paymentCredit/index: 商票付款信用查询.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billPaymentCreditSub.
 */
export default function IndexScreen() {
  return <SignedScreen operation="billPaymentCreditSub" title="商票付款信用查询" />;
}
