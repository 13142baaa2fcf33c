import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /payTransfer/traInMain/transferUse: 使用模板转账.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to transferSub.
 */
export default function TransferUseScreen() {
  return <SignedScreen operation="transferSub" title="使用模板转账" />;
}
