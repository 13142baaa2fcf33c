import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/commerialTicet/notTransferCancelApply/index: 商票撤销不得转让.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billNotTransferCancelSub.
 */
export default function IndexScreen() {
  return <SignedScreen operation="billNotTransferCancelSub" title="商票撤销不得转让" />;
}
