import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /payTransfer/payroll/signform: 代发签约申请表.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to payrollSign.
 */
export default function SignformScreen() {
  return <SignedScreen operation="payrollSign" title="代发签约申请表" />;
}
