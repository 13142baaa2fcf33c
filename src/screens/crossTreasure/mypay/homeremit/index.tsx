import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/mypay/homeremit: 境内外币汇款.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function HomeremitScreen() {
  return <InfoScreen title="境内外币汇款" />;
}
