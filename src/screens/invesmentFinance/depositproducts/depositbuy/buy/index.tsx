import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /invesmentFinance/depositproducts/depositbuy/buy: 存款购买.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to depositBuy.
 */
export default function BuyScreen() {
  return <SignedScreen operation="depositBuy" title="存款购买" />;
}
