import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/bankBills/failNotice/failNotice: 交易失败通知.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FailNoticeScreen() {
  return <InfoScreen title="交易失败通知" />;
}
