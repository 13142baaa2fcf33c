import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /invesmentFinance/adminstration/fundconfirmation: 基金购买.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to fundBuy.
 */
export default function FundconfirmationScreen() {
  return <SignedScreen operation="fundBuy" title="基金购买" />;
}
