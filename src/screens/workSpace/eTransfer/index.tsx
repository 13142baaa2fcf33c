import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /workSpace/eTransfer: 转账待办.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ETransferScreen() {
  return <InfoScreen title="转账待办" />;
}
