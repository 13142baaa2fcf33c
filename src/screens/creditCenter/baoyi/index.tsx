import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /creditCenter/baoyi: 保易贷.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BaoyiScreen() {
  return <InfoScreen title="保易贷" />;
}
