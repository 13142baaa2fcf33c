import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/investfinancing/investquery: 投资查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function InvestqueryScreen() {
  return <InfoScreen title="投资查询" />;
}
