import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /creditCenter/payment: 提款申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to creditCenterWithdrawSub.
 */
export default function PaymentScreen() {
  return <SignedScreen operation="creditCenterWithdrawSub" title="提款申请" />;
}
