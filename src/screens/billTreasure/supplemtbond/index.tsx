import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/supplemtbond: 保证金补缴.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billBondDepositSub.
 */
export default function SupplemtbondScreen() {
  return <SignedScreen operation="billBondDepositSub" title="保证金补缴" />;
}
