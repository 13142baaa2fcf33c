import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/commerialTicet/smsNotice/smsNotice: 商票短信通知.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SmsNoticeScreen() {
  return <InfoScreen title="商票短信通知" />;
}
