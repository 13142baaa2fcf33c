import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/bankBills/failNotice/failNoticeDetail: 失败通知详情.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FailNoticeDetailScreen() {
  return <InfoScreen title="失败通知详情" />;
}
