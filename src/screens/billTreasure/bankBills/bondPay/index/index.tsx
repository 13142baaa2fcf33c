import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/bankBills/bondPay/index: 票据保证.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billGuaranteeApplySub.
 */
export default function IndexScreen() {
  return <SignedScreen operation="billGuaranteeApplySub" title="票据保证" />;
}
