import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/commerialTicet/smsNotice/smsNoticeChange: 商票短信通知变更.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to smsSignUpd.
 */
export default function SmsNoticeChangeScreen() {
  return <SignedScreen operation="smsSignUpd" title="商票短信通知变更" />;
}
