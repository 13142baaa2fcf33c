import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /governmentTreasure/fsPaymentRecord: 非税缴款记录.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to govPaymentRecordQry.
 */
export default function FsPaymentRecordScreen() {
  return <QueryScreen operation="govPaymentRecordQry" title="非税缴款记录" />;
}
