import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/certificatexi: 凭证明细.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function CertificatexiScreen() {
  return <InfoScreen title="凭证明细" />;
}
