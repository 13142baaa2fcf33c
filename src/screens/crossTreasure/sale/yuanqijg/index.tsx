import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/sale/yuanqijg: 远期结汇.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to forwardSettleSub.
 */
export default function YuanqijgScreen() {
  return <SignedScreen operation="forwardSettleSub" title="远期结汇" />;
}
