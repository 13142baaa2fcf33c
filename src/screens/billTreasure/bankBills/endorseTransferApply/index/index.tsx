import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/bankBills/endorseTransferApply/index: 背书转让.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billEndorseApplySub.
 */
export default function IndexScreen() {
  return <SignedScreen operation="billEndorseApplySub" title="背书转让" />;
}
