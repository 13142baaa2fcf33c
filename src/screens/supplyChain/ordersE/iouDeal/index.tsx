import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /supplyChain/ordersE/iouDeal: 订单e贷借据办理.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to orderFinanceIouSub.
 */
export default function IouDealScreen() {
  return <SignedScreen operation="orderFinanceIouSub" title="订单e贷借据办理" />;
}
