import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/massTransfer: 批量转账.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function MassTransferScreen() {
  return <InfoScreen title="批量转账" />;
}
