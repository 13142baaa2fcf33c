import { InfoScreen } from '../../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/bankBills/smsNotice/smsNoticeChange/:account: 短信通知变更.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SmsNoticeChangeScreen() {
  return <InfoScreen title="短信通知变更" />;
}
