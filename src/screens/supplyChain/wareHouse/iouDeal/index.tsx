import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /supplyChain/wareHouse/iouDeal: 仓单e贷借据办理.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to warehouseReceiptIouSub.
 */
export default function IouDealScreen() {
  return <SignedScreen operation="warehouseReceiptIouSub" title="仓单e贷借据办理" />;
}
