import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/commerialTicet/noticeBillsReceive/index: 商票提示收票.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billReceiveApplySub.
 */
export default function IndexScreen() {
  return <SignedScreen operation="billReceiveApplySub" title="商票提示收票" />;
}
