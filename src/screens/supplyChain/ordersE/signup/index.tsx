import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /supplyChain/ordersE/signup: 订单e贷签约.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SignupScreen() {
  return <InfoScreen title="订单e贷签约" />;
}
