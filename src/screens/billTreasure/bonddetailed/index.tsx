import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/bonddetailed: 保证金明细.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BonddetailedScreen() {
  return <InfoScreen title="保证金明细" />;
}
