import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/bankBills/smsNotice/smsNotice: 短信通知.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to smsSignAdd.
 */
export default function SmsNoticeScreen() {
  return <SignedScreen operation="smsSignAdd" title="短信通知" />;
}
