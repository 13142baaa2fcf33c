import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/bankruptcy/ruptcyAccountIncomeDetailQry: 账户收入明细查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RuptcyAccountIncomeDetailQryScreen() {
  return <InfoScreen title="账户收入明细查询" />;
}
