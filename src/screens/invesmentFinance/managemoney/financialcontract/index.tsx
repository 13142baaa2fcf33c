import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /invesmentFinance/managemoney/financialcontract: 理财签约.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to financeProductSign.
 */
export default function FinancialcontractScreen() {
  return <SignedScreen operation="financeProductSign" title="理财签约" />;
}
