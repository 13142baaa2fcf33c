import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /recePayTreasure/audit/report: 收付对账报表.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to rptreasureAuditSub.
 */
export default function ReportScreen() {
  return <SignedScreen operation="rptreasureAuditSub" title="收付对账报表" />;
}
