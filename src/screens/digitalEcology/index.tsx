import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /digitalEcology: 数字生态.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DigitalEcologyScreen() {
  return <InfoScreen title="数字生态" />;
}
