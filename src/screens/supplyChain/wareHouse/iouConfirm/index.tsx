import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /supplyChain/wareHouse/iouConfirm: 仓单借据确认.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to warehouseReceiptIouConfirm.
 */
export default function IouConfirmScreen() {
  return <SignedScreen operation="warehouseReceiptIouConfirm" title="仓单借据确认" />;
}
