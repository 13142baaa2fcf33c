import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/bankBills/notTransferCancelApply/index: 撤销不得转让.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billNotTransferCancelSub.
 */
export default function IndexScreen() {
  return <SignedScreen operation="billNotTransferCancelSub" title="撤销不得转让" />;
}
