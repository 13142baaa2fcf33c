import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/selfHelpBill/chexiaoguadan: 撤销挂单.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to markSettleExchangeCancelSub.
 */
export default function ChexiaoguadanScreen() {
  return <SignedScreen operation="markSettleExchangeCancelSub" title="撤销挂单" />;
}
