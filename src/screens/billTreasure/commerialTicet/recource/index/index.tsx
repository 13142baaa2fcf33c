import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/commerialTicet/recource/index: 商票追索.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IndexScreen() {
  return <InfoScreen title="商票追索" />;
}
