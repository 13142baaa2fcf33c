import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /invesmentFinance/adminstration/productfund: 基金产品.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ProductfundScreen() {
  return <InfoScreen title="基金产品" />;
}
