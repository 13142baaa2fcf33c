import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/bankBills/discount/discount: 贴现申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billDiscountApplySub.
 */
export default function DiscountScreen() {
  return <SignedScreen operation="billDiscountApplySub" title="贴现申请" />;
}
