import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/myexit/meterPay: 出口押汇.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to exportNegotiationSub.
 */
export default function MeterPayScreen() {
  return <SignedScreen operation="exportNegotiationSub" title="出口押汇" />;
}
