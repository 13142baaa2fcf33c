import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /creditCenter/part: 部分还款.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to creditCenterRepaymentSub.
 */
export default function PartScreen() {
  return <SignedScreen operation="creditCenterRepaymentSub" title="部分还款" />;
}
