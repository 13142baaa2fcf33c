import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /creditCenter/product: 贷款产品.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ProductScreen() {
  return <InfoScreen title="贷款产品" />;
}
