import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/bond: 保证金存入.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billBondDepositSub.
 */
export default function BondScreen() {
  return <SignedScreen operation="billBondDepositSub" title="保证金存入" />;
}
