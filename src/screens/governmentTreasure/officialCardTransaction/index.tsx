import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/officialCardTransaction: 公务卡交易查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function OfficialCardTransactionScreen() {
  return <InfoScreen title="公务卡交易查询" />;
}
