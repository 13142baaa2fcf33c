import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/bankruptcy/batchInTransferSub: 批量转入.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BatchInTransferSubScreen() {
  return <InfoScreen title="批量转入" />;
}
