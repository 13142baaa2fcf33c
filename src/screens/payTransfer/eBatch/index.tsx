import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /payTransfer/eBatch: 单笔转账.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to transferSub.
 */
export default function EBatchScreen() {
  return <SignedScreen operation="transferSub" title="单笔转账" />;
}
