import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/commerialTicet/failNotice/failNotice: 商票交易失败通知.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FailNoticeScreen() {
  return <InfoScreen title="商票交易失败通知" />;
}
