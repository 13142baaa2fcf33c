import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/bankBills/cancelBills/cancelBills: 撤票.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billCancelSub.
 */
export default function CancelBillsScreen() {
  return <SignedScreen operation="billCancelSub" title="撤票" />;
}
