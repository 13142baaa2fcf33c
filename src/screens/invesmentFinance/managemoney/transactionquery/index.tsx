import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /invesmentFinance/managemoney/transactionquery: 理财交易查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to productTransQry.
 */
export default function TransactionqueryScreen() {
  return <QueryScreen operation="productTransQry" title="理财交易查询" />;
}
