import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/billsPool/bondManage/billDiscount: 池内贴现.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billPoolDiscountSub.
 */
export default function BillDiscountScreen() {
  return <SignedScreen operation="billPoolDiscountSub" title="池内贴现" />;
}
