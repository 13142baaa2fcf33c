import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/TtspbillReliRelieve: 票交所解除质押.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billPledgeReleaseSub.
 */
export default function TtspbillReliRelieveScreen() {
  return <SignedScreen operation="billPledgeReleaseSub" title="票交所解除质押" />;
}
