import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/commerialTicet/smsNotice/smsNoticeChange: 商票短信通知变更.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SmsNoticeChangeScreen() {
  return <InfoScreen title="商票短信通知变更" />;
}
