import { InfoScreen } from '../../../../../../kit/InfoScreen.tsx';

/**
 * /invesmentFinance/depositproducts/depositdraw/draw/index: 支取申请.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IndexScreen() {
  return <InfoScreen title="支取申请" />;
}
