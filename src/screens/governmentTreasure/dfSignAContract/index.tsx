import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /governmentTreasure/dfSignAContract: 电费签约.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to withHoldSign.
 */
export default function DfSignAContractScreen() {
  return <SignedScreen operation="withHoldSign" title="电费签约" />;
}
