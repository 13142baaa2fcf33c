import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/commerialTicet/promptAccept/index: 提示承兑.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billAcceptApplySub.
 */
export default function IndexScreen() {
  return <SignedScreen operation="billAcceptApplySub" title="提示承兑" />;
}
