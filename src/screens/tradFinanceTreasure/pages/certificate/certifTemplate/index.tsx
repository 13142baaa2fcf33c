import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/certifTemplate: 凭证模板.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function CertifTemplateScreen() {
  return <InfoScreen title="凭证模板" />;
}
