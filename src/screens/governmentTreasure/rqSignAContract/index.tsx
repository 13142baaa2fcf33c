import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/rqSignAContract: 燃气费签约.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RqSignAContractScreen() {
  return <InfoScreen title="燃气费签约" />;
}
