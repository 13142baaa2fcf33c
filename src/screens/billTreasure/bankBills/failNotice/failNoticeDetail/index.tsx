import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /billTreasure/bankBills/failNotice/failNoticeDetail: 失败通知详情.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to billFailNoticeQry.
 */
export default function FailNoticeDetailScreen() {
  return <QueryScreen operation="billFailNoticeQry" title="失败通知详情" />;
}
