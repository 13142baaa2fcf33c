import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/bondVerify: 保证金复核.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billBondDepositSub.
 */
export default function BondVerifyScreen() {
  return <SignedScreen operation="billBondDepositSub" title="保证金复核" />;
}
