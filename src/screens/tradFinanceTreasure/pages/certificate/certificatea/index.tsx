import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/certificatea: 电子凭证开立.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to tradFinanceCertificateSub.
 */
export default function CertificateaScreen() {
  return <SignedScreen operation="tradFinanceCertificateSub" title="电子凭证开立" />;
}
