import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /billTreasure/bankBills/failNotice/failNotice: 交易失败通知.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to billFailNoticeQry.
 */
export default function FailNoticeScreen() {
  return <QueryScreen operation="billFailNoticeQry" title="交易失败通知" />;
}
