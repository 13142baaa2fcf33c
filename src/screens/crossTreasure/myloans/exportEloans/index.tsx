import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/myloans/exportEloans: 出口e贷.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to tradeFinanceSub.
 */
export default function ExportEloansScreen() {
  return <SignedScreen operation="tradeFinanceSub" title="出口e贷" />;
}
