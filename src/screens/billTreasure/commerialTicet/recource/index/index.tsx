import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/commerialTicet/recource/index: 商票追索.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billRecourseApplySub.
 */
export default function IndexScreen() {
  return <SignedScreen operation="billRecourseApplySub" title="商票追索" />;
}
