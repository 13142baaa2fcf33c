import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /billTreasure/commerialTicet/failNotice/failNotice: 商票交易失败通知.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to billFailNoticeQry.
 */
export default function FailNoticeScreen() {
  return <QueryScreen operation="billFailNoticeQry" title="商票交易失败通知" />;
}
