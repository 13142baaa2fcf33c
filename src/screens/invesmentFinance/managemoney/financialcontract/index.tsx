import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /invesmentFinance/managemoney/financialcontract: 理财签约.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FinancialcontractScreen() {
  return <InfoScreen title="理财签约" />;
}
