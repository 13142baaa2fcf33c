import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/selfHelpBill/nightPlate: 夜间挂单.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to markSettleExchangeNightSub.
 */
export default function NightPlateScreen() {
  return <SignedScreen operation="markSettleExchangeNightSub" title="夜间挂单" />;
}
