import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/bankBills/smsNotice/confirm: 短信通知确认.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ConfirmScreen() {
  return <InfoScreen title="短信通知确认" />;
}
