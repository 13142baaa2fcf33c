import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /governmentTreasure/zkTtownshipFinancoalAudit: 专款乡镇财政审核.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to townshipFinancialAuditSub.
 */
export default function ZkTtownshipFinancoalAuditScreen() {
  return <SignedScreen operation="townshipFinancialAuditSub" title="专款乡镇财政审核" />;
}
