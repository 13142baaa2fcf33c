import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /invesmentFinance/depositproducts: 存款产品.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DepositproductsScreen() {
  return <InfoScreen title="存款产品" />;
}
