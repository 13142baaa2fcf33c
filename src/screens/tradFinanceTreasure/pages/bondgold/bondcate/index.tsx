import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /tradFinanceTreasure/pages/bondgold/bondcate: 保证金存款.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to letterGuaraDepositSub.
 */
export default function BondcateScreen() {
  return <SignedScreen operation="letterGuaraDepositSub" title="保证金存款" />;
}
