import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /governmentTreasure/financeTaxContract: 财税库银签约.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to fiscalSign.
 */
export default function FinanceTaxContractScreen() {
  return <SignedScreen operation="fiscalSign" title="财税库银签约" />;
}
