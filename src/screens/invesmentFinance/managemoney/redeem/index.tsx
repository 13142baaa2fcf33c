import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /invesmentFinance/managemoney/redeem: 理财赎回.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to financeProductRedeem.
 */
export default function RedeemScreen() {
  return <SignedScreen operation="financeProductRedeem" title="理财赎回" />;
}
