import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /supplyChain/ordersE/query: 订单e贷业务查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function QueryScreen() {
  return <InfoScreen title="订单e贷业务查询" />;
}
