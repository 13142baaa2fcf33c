import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /invesmentFinance/depositproducts/depositbuy/buy: 存款购买.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BuyScreen() {
  return <InfoScreen title="存款购买" />;
}
