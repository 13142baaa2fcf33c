import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/sale/yuanqisq: 远期结售汇申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to forwardSettleSub.
 */
export default function YuanqisqScreen() {
  return <SignedScreen operation="forwardSettleSub" title="远期结售汇申请" />;
}
