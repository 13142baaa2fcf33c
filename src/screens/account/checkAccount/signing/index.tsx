import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /account/checkAccount/signing: 电子对账签约.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to signingAdvance.
 */
export default function SigningScreen() {
  return <SignedScreen operation="signingAdvance" title="电子对账签约" />;
}
