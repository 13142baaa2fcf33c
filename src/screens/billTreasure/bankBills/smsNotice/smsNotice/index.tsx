import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/bankBills/smsNotice/smsNotice: 短信通知.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SmsNoticeScreen() {
  return <InfoScreen title="短信通知" />;
}
