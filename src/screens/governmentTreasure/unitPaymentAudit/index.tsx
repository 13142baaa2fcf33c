import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/unitPaymentAudit: 单位缴款审核.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function UnitPaymentAuditScreen() {
  return <InfoScreen title="单位缴款审核" />;
}
