import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/supplemtbond: 保证金补缴.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SupplemtbondScreen() {
  return <InfoScreen title="保证金补缴" />;
}
