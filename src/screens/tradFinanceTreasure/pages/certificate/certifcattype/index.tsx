import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/certifcattype: 凭证类型.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function CertifcattypeScreen() {
  return <InfoScreen title="凭证类型" />;
}
