import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /tradFinanceTreasure/pages/bondgold/bondgold: 担保金.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to letterGuaraDepositSub.
 */
export default function BondgoldScreen() {
  return <SignedScreen operation="letterGuaraDepositSub" title="担保金" />;
}
