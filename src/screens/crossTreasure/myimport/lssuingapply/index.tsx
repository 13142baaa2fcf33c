import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/myimport/lssuingapply: 进口信用证开证.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to letterCreditSub.
 */
export default function LssuingapplyScreen() {
  return <SignedScreen operation="letterCreditSub" title="进口信用证开证" />;
}
