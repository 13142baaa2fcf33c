import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/certficateinfona: 凭证详情.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function CertficateinfonaScreen() {
  return <InfoScreen title="凭证详情" />;
}
