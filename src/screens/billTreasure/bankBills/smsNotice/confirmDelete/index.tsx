import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/bankBills/smsNotice/confirmDelete: 短信通知删除确认.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to smsSignDel.
 */
export default function ConfirmDeleteScreen() {
  return <SignedScreen operation="smsSignDel" title="短信通知删除确认" />;
}
