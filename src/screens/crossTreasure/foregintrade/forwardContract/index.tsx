import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/foregintrade/forwardContract: 远期合约.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ForwardContractScreen() {
  return <InfoScreen title="远期合约" />;
}
