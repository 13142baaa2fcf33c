import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/certificatexinxi: 凭证信息录入.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function CertificatexinxiScreen() {
  return <InfoScreen title="凭证信息录入" />;
}
