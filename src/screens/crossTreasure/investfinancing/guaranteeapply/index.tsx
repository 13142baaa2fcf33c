import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/investfinancing/guaranteeapply: 保函申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to loiOpenApplication.
 */
export default function GuaranteeapplyScreen() {
  return <SignedScreen operation="loiOpenApplication" title="保函申请" />;
}
