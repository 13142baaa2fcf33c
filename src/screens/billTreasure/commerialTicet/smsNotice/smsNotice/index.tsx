import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/commerialTicet/smsNotice/smsNotice: 商票短信通知.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to smsSignAdd.
 */
export default function SmsNoticeScreen() {
  return <SignedScreen operation="smsSignAdd" title="商票短信通知" />;
}
