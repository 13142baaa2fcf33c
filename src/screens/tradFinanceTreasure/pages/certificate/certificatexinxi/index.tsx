import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/certificatexinxi: 凭证信息录入.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to tradFinanceCertificateSub.
 */
export default function CertificatexinxiScreen() {
  return <SignedScreen operation="tradFinanceCertificateSub" title="凭证信息录入" />;
}
