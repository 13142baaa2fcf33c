import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /recePayTreasure/audit/reconciliationQuery: 收付对账查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ReconciliationQueryScreen() {
  return <InfoScreen title="收付对账查询" />;
}
