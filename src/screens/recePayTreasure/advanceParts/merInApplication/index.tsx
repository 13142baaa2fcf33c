import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /recePayTreasure/advanceParts/merInApplication: 商户入驻申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to rptreasureMerInApplySub.
 */
export default function MerInApplicationScreen() {
  return <SignedScreen operation="rptreasureMerInApplySub" title="商户入驻申请" />;
}
