import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /invesmentFinance/depositproducts/depositdraw/index: 定期存款支取.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IndexScreen() {
  return <InfoScreen title="定期存款支取" />;
}
