import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /workSpace/eTransfer: 转账待办.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to transAuthSubmit.
 */
export default function ETransferScreen() {
  return <SignedScreen operation="transAuthSubmit" title="转账待办" />;
}
