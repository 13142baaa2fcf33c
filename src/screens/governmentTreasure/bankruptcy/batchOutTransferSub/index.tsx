import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /governmentTreasure/bankruptcy/batchOutTransferSub: 批量转出.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to bankruptcyBatchOutTransferSub.
 */
export default function BatchOutTransferSubScreen() {
  return <SignedScreen operation="bankruptcyBatchOutTransferSub" title="批量转出" />;
}
