import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/payroll/inquire: 代发明细查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function InquireScreen() {
  return <InfoScreen title="代发明细查询" />;
}
