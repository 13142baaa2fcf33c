import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/etcSignAContract: ETC签约.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function EtcSignAContractScreen() {
  return <InfoScreen title="ETC签约" />;
}
