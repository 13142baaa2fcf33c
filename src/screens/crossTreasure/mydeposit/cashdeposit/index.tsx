import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/mydeposit/cashdeposit: 外币保证金存款.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to foreignMarginDepositSub.
 */
export default function CashdepositScreen() {
  return <SignedScreen operation="foreignMarginDepositSub" title="外币保证金存款" />;
}
