import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/commerialTicet/noticePayAppliction/index: 商票提示付款.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billPayApplySub.
 */
export default function IndexScreen() {
  return <SignedScreen operation="billPayApplySub" title="商票提示付款" />;
}
