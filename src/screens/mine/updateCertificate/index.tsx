import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /mine/updateCertificate: 证书更新.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to loginUkeyCheck.
 */
export default function UpdateCertificateScreen() {
  return <SignedScreen operation="loginUkeyCheck" title="证书更新" />;
}
