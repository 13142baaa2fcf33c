import { InfoScreen } from '../../kit/InfoScreen.tsx';

/**
 * /productList: 产品列表.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ProductListScreen() {
  return <InfoScreen title="产品列表" />;
}
