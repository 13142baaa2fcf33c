import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/mypayment/apply: 对外付款申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to crossRmbSettleApply.
 */
export default function ApplyScreen() {
  return <SignedScreen operation="crossRmbSettleApply" title="对外付款申请" />;
}
