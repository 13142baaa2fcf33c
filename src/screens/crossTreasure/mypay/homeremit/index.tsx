import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/mypay/homeremit: 境内外币汇款.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to homeRemitSub.
 */
export default function HomeremitScreen() {
  return <SignedScreen operation="homeRemitSub" title="境内外币汇款" />;
}
