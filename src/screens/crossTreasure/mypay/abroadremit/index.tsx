import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/mypay/abroadremit: 境外汇款.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to abroadRemitSub.
 */
export default function AbroadremitScreen() {
  return <SignedScreen operation="abroadRemitSub" title="境外汇款" />;
}
