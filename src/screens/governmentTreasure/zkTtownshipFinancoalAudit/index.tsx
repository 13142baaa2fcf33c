import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/zkTtownshipFinancoalAudit: 专款乡镇财政审核.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ZkTtownshipFinancoalAuditScreen() {
  return <InfoScreen title="专款乡镇财政审核" />;
}
