import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/facLoanContQry: 保理合同查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FacLoanContQryScreen() {
  return <InfoScreen title="保理合同查询" />;
}
