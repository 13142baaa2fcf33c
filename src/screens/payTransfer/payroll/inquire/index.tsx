import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /payTransfer/payroll/inquire: 代发明细查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to batchDetailQry.
 */
export default function InquireScreen() {
  return <QueryScreen operation="batchDetailQry" title="代发明细查询" />;
}
