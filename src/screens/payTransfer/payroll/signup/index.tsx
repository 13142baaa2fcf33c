import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /payTransfer/payroll/signup: 代发签约.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to payrollSign.
 */
export default function SignupScreen() {
  return <SignedScreen operation="payrollSign" title="代发签约" />;
}
