import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/trusteeship/apply: 票据托管申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billPoolDepositSub.
 */
export default function ApplyScreen() {
  return <SignedScreen operation="billPoolDepositSub" title="票据托管申请" />;
}
