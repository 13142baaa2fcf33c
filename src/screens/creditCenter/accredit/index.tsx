import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /creditCenter/accredit: 征信授权.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AccreditScreen() {
  return <InfoScreen title="征信授权" />;
}
