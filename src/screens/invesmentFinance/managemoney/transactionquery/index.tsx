import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /invesmentFinance/managemoney/transactionquery: 理财交易查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function TransactionqueryScreen() {
  return <InfoScreen title="理财交易查询" />;
}
