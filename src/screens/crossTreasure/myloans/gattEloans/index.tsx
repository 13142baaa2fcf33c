import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/myloans/gattEloans: 关贸e贷.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to tradeFinanceSub.
 */
export default function GattEloansScreen() {
  return <SignedScreen operation="tradeFinanceSub" title="关贸e贷" />;
}
