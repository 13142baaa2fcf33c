import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/sale/yuanqizw: 远期展期.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to forwardExtendSub.
 */
export default function YuanqizwScreen() {
  return <SignedScreen operation="forwardExtendSub" title="远期展期" />;
}
