import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/officialCardOverdraft: 公务卡透支查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function OfficialCardOverdraftScreen() {
  return <InfoScreen title="公务卡透支查询" />;
}
