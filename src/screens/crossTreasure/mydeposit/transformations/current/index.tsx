import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/mydeposit/transformations/current: 外币活期转存.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to foreignTransferCurrentSub.
 */
export default function CurrentScreen() {
  return <SignedScreen operation="foreignTransferCurrentSub" title="外币活期转存" />;
}
