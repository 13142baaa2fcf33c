import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/townshipFinancoalAudit: 乡镇财政审核.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function TownshipFinancoalAuditScreen() {
  return <InfoScreen title="乡镇财政审核" />;
}
