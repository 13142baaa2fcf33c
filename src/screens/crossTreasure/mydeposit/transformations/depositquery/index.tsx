import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /crossTreasure/mydeposit/transformations/depositquery: 外币存款查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to foreignDepositQry.
 */
export default function DepositqueryScreen() {
  return <QueryScreen operation="foreignDepositQry" title="外币存款查询" />;
}
