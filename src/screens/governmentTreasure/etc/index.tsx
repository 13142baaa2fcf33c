import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /governmentTreasure/etc: ETC业务.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function EtcScreen() {
  return <InfoScreen title="ETC业务" />;
}
