import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /crossTreasure/settle/registerquery: 外汇登记查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to fxRegisterQry.
 */
export default function RegisterqueryScreen() {
  return <QueryScreen operation="fxRegisterQry" title="外汇登记查询" />;
}
