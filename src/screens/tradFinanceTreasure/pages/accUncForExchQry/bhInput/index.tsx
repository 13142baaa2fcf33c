import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /tradFinanceTreasure/pages/accUncForExchQry/bhInput: 保函申请录入.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to letterGuaraApplySub.
 */
export default function BhInputScreen() {
  return <SignedScreen operation="letterGuaraApplySub" title="保函申请录入" />;
}
