import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /payTransfer/massTransfer: 批量转账.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to batchTransferSub.
 */
export default function MassTransferScreen() {
  return <SignedScreen operation="batchTransferSub" title="批量转账" />;
}
