import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /invesmentFinance/managemoney/buy: 理财购买.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to financeProductBuy.
 */
export default function BuyScreen() {
  return <SignedScreen operation="financeProductBuy" title="理财购买" />;
}
