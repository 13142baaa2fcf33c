import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /invesmentFinance/depositproducts/depositdraw/draw/index: 支取申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to depositWithdraw.
 */
export default function IndexScreen() {
  return <SignedScreen operation="depositWithdraw" title="支取申请" />;
}
