import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /invesmentFinance/query/query: 持有产品查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function QueryScreen() {
  return <InfoScreen title="持有产品查询" />;
}
