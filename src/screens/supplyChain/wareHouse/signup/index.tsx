import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /supplyChain/wareHouse/signup: 仓单e贷签约.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to warehouseReceiptSignup.
 */
export default function SignupScreen() {
  return <SignedScreen operation="warehouseReceiptSignup" title="仓单e贷签约" />;
}
