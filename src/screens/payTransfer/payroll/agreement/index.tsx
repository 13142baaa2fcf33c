import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/payroll/agreement: 代发协议查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AgreementScreen() {
  return <InfoScreen title="代发协议查询" />;
}
