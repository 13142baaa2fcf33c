import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /invesmentFinance/fundquery/withdraw: 基金撤单.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to fundCancel.
 */
export default function WithdrawScreen() {
  return <SignedScreen operation="fundCancel" title="基金撤单" />;
}
