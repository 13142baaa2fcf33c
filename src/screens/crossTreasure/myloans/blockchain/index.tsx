import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/myloans/blockchain: 区块链融资.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BlockchainScreen() {
  return <InfoScreen title="区块链融资" />;
}
