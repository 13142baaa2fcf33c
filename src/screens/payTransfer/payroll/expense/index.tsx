import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/payroll/expense: 工资代发.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ExpenseScreen() {
  return <InfoScreen title="工资代发" />;
}
