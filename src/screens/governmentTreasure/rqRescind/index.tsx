import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /governmentTreasure/rqRescind: 燃气费解约.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to gasFeeUnwind.
 */
export default function RqRescindScreen() {
  return <SignedScreen operation="gasFeeUnwind" title="燃气费解约" />;
}
