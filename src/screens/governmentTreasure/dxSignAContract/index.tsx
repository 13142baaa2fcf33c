import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/dxSignAContract: 电信费签约.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DxSignAContractScreen() {
  return <InfoScreen title="电信费签约" />;
}
