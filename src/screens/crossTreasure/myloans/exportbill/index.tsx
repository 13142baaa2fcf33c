import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/myloans/exportbill: 出口押汇融资.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to tradeFinanceFinancingApply.
 */
export default function ExportbillScreen() {
  return <SignedScreen operation="tradeFinanceFinancingApply" title="出口押汇融资" />;
}
