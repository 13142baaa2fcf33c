import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/certisingle: 单笔凭证.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function CertisingleScreen() {
  return <InfoScreen title="单笔凭证" />;
}
