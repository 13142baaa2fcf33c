import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /invesmentFinance/saction/fundsigncontranct: 基金签约协议.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to fundSign.
 */
export default function FundsigncontranctScreen() {
  return <SignedScreen operation="fundSign" title="基金签约协议" />;
}
