import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /supplyChain/ordersE/iouHistory: 订单e贷借据历史.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IouHistoryScreen() {
  return <InfoScreen title="订单e贷借据历史" />;
}
