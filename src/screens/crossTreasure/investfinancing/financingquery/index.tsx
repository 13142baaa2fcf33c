import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/investfinancing/financingquery: 融资查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FinancingqueryScreen() {
  return <InfoScreen title="融资查询" />;
}
