import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /crossTreasure/settlement/settlementApply: 结汇申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to feSettlementSub.
 */
export default function SettlementApplyScreen() {
  return <SignedScreen operation="feSettlementSub" title="结汇申请" />;
}
