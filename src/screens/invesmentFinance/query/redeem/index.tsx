import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /invesmentFinance/query/redeem: 持有产品赎回.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to fundRedeem.
 */
export default function RedeemScreen() {
  return <SignedScreen operation="fundRedeem" title="持有产品赎回" />;
}
