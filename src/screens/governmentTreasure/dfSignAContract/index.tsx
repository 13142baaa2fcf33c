import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/dfSignAContract: 电费签约.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DfSignAContractScreen() {
  return <InfoScreen title="电费签约" />;
}
