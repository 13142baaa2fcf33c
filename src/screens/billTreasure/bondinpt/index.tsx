import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/bondinpt: 保证金录入.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billBondDepositSub.
 */
export default function BondinptScreen() {
  return <SignedScreen operation="billBondDepositSub" title="保证金录入" />;
}
