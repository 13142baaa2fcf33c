import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/commerialTicet/endorseTransferApply/index: 商票背书转让.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billEndorseApplySub.
 */
export default function IndexScreen() {
  return <SignedScreen operation="billEndorseApplySub" title="商票背书转让" />;
}
