import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /governmentTreasure/dxPaymentRecord: 电信费缴费记录.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to govPaymentRecordQry.
 */
export default function DxPaymentRecordScreen() {
  return <QueryScreen operation="govPaymentRecordQry" title="电信费缴费记录" />;
}
