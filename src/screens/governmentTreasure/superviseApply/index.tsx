import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /governmentTreasure/superviseApply: 资金监管申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to regulatedTransfer.
 */
export default function SuperviseApplyScreen() {
  return <SignedScreen operation="regulatedTransfer" title="资金监管申请" />;
}
