import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/payroll/signup: 代发签约.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SignupScreen() {
  return <InfoScreen title="代发签约" />;
}
