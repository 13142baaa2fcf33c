import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /tradFinanceTreasure/factoringApplyConf: 保理申请确认.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to tradFactorApplyConfirm.
 */
export default function FactoringApplyConfScreen() {
  return <SignedScreen operation="tradFactorApplyConfirm" title="保理申请确认" />;
}
