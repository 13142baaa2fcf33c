import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /creditCenter/refund: 提前还款.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to creditCenterRepaymentSub.
 */
export default function RefundScreen() {
  return <SignedScreen operation="creditCenterRepaymentSub" title="提前还款" />;
}
