import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/bankruptcy/ruptcyCaseAccountQry: 破产案件账户查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RuptcyCaseAccountQryScreen() {
  return <InfoScreen title="破产案件账户查询" />;
}
