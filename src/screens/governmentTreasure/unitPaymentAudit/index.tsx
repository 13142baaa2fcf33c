import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /governmentTreasure/unitPaymentAudit: 单位缴款审核.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to unitPaymentAuditSub.
 */
export default function UnitPaymentAuditScreen() {
  return <SignedScreen operation="unitPaymentAuditSub" title="单位缴款审核" />;
}
