import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/loanRecordQry: 保理放款记录.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function LoanRecordQryScreen() {
  return <InfoScreen title="保理放款记录" />;
}
