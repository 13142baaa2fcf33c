import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /creditCenter/main: 贷款申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to creditCenterLoanApply.
 */
export default function MainScreen() {
  return <SignedScreen operation="creditCenterLoanApply" title="贷款申请" />;
}
