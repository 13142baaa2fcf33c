import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /tradFinanceTreasure/factoringApply: 保理申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to tradFactorApplySub.
 */
export default function FactoringApplyScreen() {
  return <SignedScreen operation="tradFactorApplySub" title="保理申请" />;
}
