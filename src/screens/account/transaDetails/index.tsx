import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /account/transaDetails: 交易明细查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to accountTransDetailQry.
 */
export default function TransaDetailsScreen() {
  return <QueryScreen operation="accountTransDetailQry" title="交易明细查询" />;
}
