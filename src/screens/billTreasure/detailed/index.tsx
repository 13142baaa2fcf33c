import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/detailed: 托管明细.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DetailedScreen() {
  return <InfoScreen title="托管明细" />;
}
