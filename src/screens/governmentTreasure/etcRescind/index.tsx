import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/etcRescind: ETC解约.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function EtcRescindScreen() {
  return <InfoScreen title="ETC解约" />;
}
