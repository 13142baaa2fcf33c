import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /governmentTreasure/rqSignAContract: 燃气费签约.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to gasFeeSign.
 */
export default function RqSignAContractScreen() {
  return <SignedScreen operation="gasFeeSign" title="燃气费签约" />;
}
