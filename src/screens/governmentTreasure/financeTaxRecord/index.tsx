import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /governmentTreasure/financeTaxRecord: 缴税记录查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to govPaymentRecordQry.
 */
export default function FinanceTaxRecordScreen() {
  return <QueryScreen operation="govPaymentRecordQry" title="缴税记录查询" />;
}
