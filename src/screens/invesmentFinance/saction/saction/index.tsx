import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /invesmentFinance/saction/saction: 基金账户签约.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to fundSign.
 */
export default function SactionScreen() {
  return <SignedScreen operation="fundSign" title="基金账户签约" />;
}
