import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /tradeTreasure/detail: 贸易账户明细.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DetailScreen() {
  return <InfoScreen title="贸易账户明细" />;
}
