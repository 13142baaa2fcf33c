import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /governmentTreasure/financialAudit: 财政审核.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to financialAuditSub.
 */
export default function FinancialAuditScreen() {
  return <SignedScreen operation="financialAuditSub" title="财政审核" />;
}
