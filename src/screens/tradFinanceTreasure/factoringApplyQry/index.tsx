import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/factoringApplyQry: 保理申请查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FactoringApplyQryScreen() {
  return <InfoScreen title="保理申请查询" />;
}
