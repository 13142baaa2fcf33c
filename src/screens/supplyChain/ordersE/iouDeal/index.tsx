import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /supplyChain/ordersE/iouDeal: 订单e贷借据办理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IouDealScreen() {
  return <InfoScreen title="订单e贷借据办理" />;
}
