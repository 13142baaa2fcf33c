import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /invesmentFinance/managemoney/supermarket/supermarket: 理财超市.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SupermarketScreen() {
  return <InfoScreen title="理财超市" />;
}
