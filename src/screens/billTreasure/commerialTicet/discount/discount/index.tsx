import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/commerialTicet/discount/discount: 商票贴现申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billDiscountApplySub.
 */
export default function DiscountScreen() {
  return <SignedScreen operation="billDiscountApplySub" title="商票贴现申请" />;
}
