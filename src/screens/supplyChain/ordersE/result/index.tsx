import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /supplyChain/ordersE/result: 订单e贷办理结果.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ResultScreen() {
  return <InfoScreen title="订单e贷办理结果" />;
}
