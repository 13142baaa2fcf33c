import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/commerialTicet/promptGuarantee: 提示保证.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billGuaranteeApplySub.
 */
export default function PromptGuaranteeScreen() {
  return <SignedScreen operation="billGuaranteeApplySub" title="提示保证" />;
}
