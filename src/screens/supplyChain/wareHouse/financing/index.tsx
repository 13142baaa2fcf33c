import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /supplyChain/wareHouse/financing: 仓单e贷融资申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to warehouseReceiptFinancingSub.
 */
export default function FinancingScreen() {
  return <SignedScreen operation="warehouseReceiptFinancingSub" title="仓单e贷融资申请" />;
}
