import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /payTransfer/payroll/expense: 工资代发.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to payrollTransferSub.
 */
export default function ExpenseScreen() {
  return <SignedScreen operation="payrollTransferSub" title="工资代发" />;
}
