import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/eBatch: 单笔转账.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function EBatchScreen() {
  return <InfoScreen title="单笔转账" />;
}
