import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/dfRescind: 电费解约.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DfRescindScreen() {
  return <InfoScreen title="电费解约" />;
}
