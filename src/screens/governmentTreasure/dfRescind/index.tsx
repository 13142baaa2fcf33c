import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /governmentTreasure/dfRescind: 电费解约.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to withHoldRescind.
 */
export default function DfRescindScreen() {
  return <SignedScreen operation="withHoldRescind" title="电费解约" />;
}
