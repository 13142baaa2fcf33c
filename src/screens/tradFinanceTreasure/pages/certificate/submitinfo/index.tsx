import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/submitinfo: 凭证提交.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to tradFinanceCertificateSub.
 */
export default function SubmitinfoScreen() {
  return <SignedScreen operation="tradFinanceCertificateSub" title="凭证提交" />;
}
