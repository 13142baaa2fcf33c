import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /governmentTreasure/akPaymentRecord: 案款缴纳记录.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to govPaymentRecordQry.
 */
export default function AkPaymentRecordScreen() {
  return <QueryScreen operation="govPaymentRecordQry" title="案款缴纳记录" />;
}
