import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/certificateinfo: 凭证信息查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function CertificateinfoScreen() {
  return <InfoScreen title="凭证信息查询" />;
}
