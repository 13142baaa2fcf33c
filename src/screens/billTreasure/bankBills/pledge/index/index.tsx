import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/bankBills/pledge/index: 质押.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billPledgeApplySub.
 */
export default function IndexScreen() {
  return <SignedScreen operation="billPledgeApplySub" title="质押" />;
}
