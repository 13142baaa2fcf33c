import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/loansquery/loansquery: 贸易融资查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function LoansqueryScreen() {
  return <InfoScreen title="贸易融资查询" />;
}
