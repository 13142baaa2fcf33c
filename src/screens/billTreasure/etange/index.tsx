import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/etange: 电子票据池.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function EtangeScreen() {
  return <InfoScreen title="电子票据池" />;
}
