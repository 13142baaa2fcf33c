import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /governmentTreasure/bankruptcy/batchInTransferSub: 批量转入.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to bankruptcyBatchInTransferSub.
 */
export default function BatchInTransferSubScreen() {
  return <SignedScreen operation="bankruptcyBatchInTransferSub" title="批量转入" />;
}
