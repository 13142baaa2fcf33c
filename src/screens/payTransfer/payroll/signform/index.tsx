import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/payroll/signform: 代发签约申请表.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SignformScreen() {
  return <InfoScreen title="代发签约申请表" />;
}
