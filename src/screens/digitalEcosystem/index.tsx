import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /digitalEcosystem: 数字生态圈.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DigitalEcosystemScreen() {
  return <InfoScreen title="数字生态圈" />;
}
