import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/myexit/documentary: 出口托收.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to docCollectionSub.
 */
export default function DocumentaryScreen() {
  return <SignedScreen operation="docCollectionSub" title="出口托收" />;
}
