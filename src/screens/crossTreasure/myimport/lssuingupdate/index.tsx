import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/myimport/lssuingupdate: 进口信用证修改.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to modifyLetterCreditSub.
 */
export default function LssuingupdateScreen() {
  return <SignedScreen operation="modifyLetterCreditSub" title="进口信用证修改" />;
}
