import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /supplyChain/wareHouse/iouSubmit: 仓单借据提交.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to warehouseReceiptIouSub.
 */
export default function IouSubmitScreen() {
  return <SignedScreen operation="warehouseReceiptIouSub" title="仓单借据提交" />;
}
