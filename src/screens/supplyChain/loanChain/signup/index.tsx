import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /supplyChain/loanChain/signup: 链捷贷签约.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to loanChainSignup.
 */
export default function SignupScreen() {
  return <SignedScreen operation="loanChainSignup" title="链捷贷签约" />;
}
