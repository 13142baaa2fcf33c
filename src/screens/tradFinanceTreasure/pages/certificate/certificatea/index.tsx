import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/certificatea: 电子凭证开立.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function CertificateaScreen() {
  return <InfoScreen title="电子凭证开立" />;
}
