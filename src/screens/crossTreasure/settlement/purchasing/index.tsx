import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/settlement/purchasing: 购汇.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to feSaleSub.
 */
export default function PurchasingScreen() {
  return <SignedScreen operation="feSaleSub" title="购汇" />;
}
