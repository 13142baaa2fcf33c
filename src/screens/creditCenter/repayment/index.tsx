import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /creditCenter/repayment: 还款计划.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RepaymentScreen() {
  return <InfoScreen title="还款计划" />;
}
