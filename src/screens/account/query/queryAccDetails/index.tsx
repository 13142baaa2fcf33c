import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /account/query/queryAccDetails: 对账明细查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function QueryAccDetailsScreen() {
  return <InfoScreen title="对账明细查询" />;
}
