import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/commerialTicet/bankBond/index: 商票保证金账户.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billBondDepositSub.
 */
export default function IndexScreen() {
  return <SignedScreen operation="billBondDepositSub" title="商票保证金账户" />;
}
