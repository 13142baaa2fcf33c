import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/bankruptcy/batchOutTransferSub: 批量转出.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BatchOutTransferSubScreen() {
  return <InfoScreen title="批量转出" />;
}
