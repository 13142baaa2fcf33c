import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /supplyChain/ordersE/financing: 订单e贷融资申请.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FinancingScreen() {
  return <InfoScreen title="订单e贷融资申请" />;
}
