import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /supplyChain/ordersE/signup: 订单e贷签约.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to orderFinanceSignup.
 */
export default function SignupScreen() {
  return <SignedScreen operation="orderFinanceSignup" title="订单e贷签约" />;
}
