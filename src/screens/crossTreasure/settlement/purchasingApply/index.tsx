import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/settlement/purchasingApply: 购汇申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to feSaleSub.
 */
export default function PurchasingApplyScreen() {
  return <SignedScreen operation="feSaleSub" title="购汇申请" />;
}
