import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /tradFinanceTreasure/pages/accUncForExchQry/lguarantee: 保函业务.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to letterGuaraApplySub.
 */
export default function LguaranteeScreen() {
  return <SignedScreen operation="letterGuaraApplySub" title="保函业务" />;
}
