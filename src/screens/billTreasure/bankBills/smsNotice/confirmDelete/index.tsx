import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/bankBills/smsNotice/confirmDelete: 短信通知删除确认.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ConfirmDeleteScreen() {
  return <InfoScreen title="短信通知删除确认" />;
}
