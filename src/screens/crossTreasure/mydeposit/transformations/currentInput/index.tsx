import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/mydeposit/transformations/currentInput: 活期转存录入.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to foreignTransferCurrentSub.
 */
export default function CurrentInputScreen() {
  return <SignedScreen operation="foreignTransferCurrentSub" title="活期转存录入" />;
}
