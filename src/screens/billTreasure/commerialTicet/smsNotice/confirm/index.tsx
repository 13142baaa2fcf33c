import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/commerialTicet/smsNotice/confirm: 商票短信通知确认.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to smsSignAdd.
 */
export default function ConfirmScreen() {
  return <SignedScreen operation="smsSignAdd" title="商票短信通知确认" />;
}
