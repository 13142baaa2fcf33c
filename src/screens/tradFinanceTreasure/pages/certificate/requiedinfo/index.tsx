import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/requiedinfo: 补充信息.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RequiedinfoScreen() {
  return <InfoScreen title="补充信息" />;
}
