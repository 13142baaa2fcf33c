import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /payTransfer/payroll/cancel: 代发解约.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to payrollRescindSign.
 */
export default function CancelScreen() {
  return <SignedScreen operation="payrollRescindSign" title="代发解约" />;
}
