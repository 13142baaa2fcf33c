import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /workSpace/subscrible: 消息订阅.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to smsSignAdd.
 */
export default function SubscribleScreen() {
  return <SignedScreen operation="smsSignAdd" title="消息订阅" />;
}
