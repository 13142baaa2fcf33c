import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/bankBills/recource/index: 追索.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IndexScreen() {
  return <InfoScreen title="追索" />;
}
