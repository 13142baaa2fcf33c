import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/bankBills/bankBond/index: 保证金账户.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billBondDepositSub.
 */
export default function IndexScreen() {
  return <SignedScreen operation="billBondDepositSub" title="保证金账户" />;
}
