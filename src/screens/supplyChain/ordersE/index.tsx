import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /supplyChain/ordersE: 订单e贷.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function OrdersEScreen() {
  return <InfoScreen title="订单e贷" />;
}
