import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/sale/yuanqidq: 远期到期交割.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to forwardDeliverySub.
 */
export default function YuanqidqScreen() {
  return <SignedScreen operation="forwardDeliverySub" title="远期到期交割" />;
}
