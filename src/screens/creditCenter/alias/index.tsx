import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /creditCenter/alias: 诚信贷.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to creditCenterLoanApply.
 */
export default function AliasScreen() {
  return <SignedScreen operation="creditCenterLoanApply" title="诚信贷" />;
}
