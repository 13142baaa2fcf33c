import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /mine/updateCertificate: 证书更新.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function UpdateCertificateScreen() {
  return <InfoScreen title="证书更新" />;
}
