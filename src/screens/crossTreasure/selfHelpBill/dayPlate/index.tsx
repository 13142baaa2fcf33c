import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/selfHelpBill/dayPlate: 日间挂单.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to markSettleExchangeSub.
 */
export default function DayPlateScreen() {
  return <SignedScreen operation="markSettleExchangeSub" title="日间挂单" />;
}
