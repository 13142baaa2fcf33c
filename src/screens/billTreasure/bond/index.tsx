import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/bond: 保证金存入.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BondScreen() {
  return <InfoScreen title="保证金存入" />;
}
