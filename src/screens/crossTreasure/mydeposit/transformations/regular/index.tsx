import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/mydeposit/transformations/regular: 外币定期存款.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to foreignFixDepositSub.
 */
export default function RegularScreen() {
  return <SignedScreen operation="foreignFixDepositSub" title="外币定期存款" />;
}
