import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/settle/boatquery: 货运信息查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BoatqueryScreen() {
  return <InfoScreen title="货运信息查询" />;
}
