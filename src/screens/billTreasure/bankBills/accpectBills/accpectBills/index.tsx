import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/bankBills/accpectBills/accpectBills: 承兑签收.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billAcceptSignSub.
 */
export default function AccpectBillsScreen() {
  return <SignedScreen operation="billAcceptSignSub" title="承兑签收" />;
}
