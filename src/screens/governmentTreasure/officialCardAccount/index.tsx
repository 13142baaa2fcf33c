import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/officialCardAccount: 公务卡账户查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function OfficialCardAccountScreen() {
  return <InfoScreen title="公务卡账户查询" />;
}
