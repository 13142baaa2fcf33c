import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/rqRescind: 燃气费解约.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RqRescindScreen() {
  return <InfoScreen title="燃气费解约" />;
}
