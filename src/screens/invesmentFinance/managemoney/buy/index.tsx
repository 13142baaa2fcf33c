import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /invesmentFinance/managemoney/buy: 理财购买.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BuyScreen() {
  return <InfoScreen title="理财购买" />;
}
