import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /supplyChain/ordersE/financing: 订单e贷融资申请.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to orderFinanceFinancingSub.
 */
export default function FinancingScreen() {
  return <SignedScreen operation="orderFinanceFinancingSub" title="订单e贷融资申请" />;
}
