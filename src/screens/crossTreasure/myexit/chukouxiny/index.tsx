import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/myexit/chukouxiny: 出口信用证.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to exportNegotiationSub.
 */
export default function ChukouxinyScreen() {
  return <SignedScreen operation="exportNegotiationSub" title="出口信用证" />;
}
