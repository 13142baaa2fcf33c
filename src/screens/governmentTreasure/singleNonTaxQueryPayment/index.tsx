import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /governmentTreasure/singleNonTaxQueryPayment: 非税单笔查询缴款.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to nonTaxPay.
 */
export default function SingleNonTaxQueryPaymentScreen() {
  return <SignedScreen operation="nonTaxPay" title="非税单笔查询缴款" />;
}
