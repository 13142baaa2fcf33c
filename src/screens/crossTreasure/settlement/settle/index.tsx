import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/settlement/settle: 结汇.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to feSettlementSub.
 */
export default function SettleScreen() {
  return <SignedScreen operation="feSettlementSub" title="结汇" />;
}
