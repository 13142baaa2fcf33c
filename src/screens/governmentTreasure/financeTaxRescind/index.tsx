import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /governmentTreasure/financeTaxRescind: 财税库银解约.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to fiscalUnwind.
 */
export default function FinanceTaxRescindScreen() {
  return <SignedScreen operation="fiscalUnwind" title="财税库银解约" />;
}
