import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/myloans/waibi: 外币贷款.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to tradeFinanceLoanApply.
 */
export default function WaibiScreen() {
  return <SignedScreen operation="tradeFinanceLoanApply" title="外币贷款" />;
}
