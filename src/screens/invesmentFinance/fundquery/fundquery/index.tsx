import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /invesmentFinance/fundquery/fundquery: 基金交易查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FundqueryScreen() {
  return <InfoScreen title="基金交易查询" />;
}
