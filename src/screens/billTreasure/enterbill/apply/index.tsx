import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/enterbill/apply: 入池申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billPoolDepositSub.
 */
export default function ApplyScreen() {
  return <SignedScreen operation="billPoolDepositSub" title="入池申请" />;
}
