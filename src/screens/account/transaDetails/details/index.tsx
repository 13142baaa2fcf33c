import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /account/transaDetails/details: 交易明细详情.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to accountTransDetailQry.
 */
export default function DetailsScreen() {
  return <QueryScreen operation="accountTransDetailQry" title="交易明细详情" />;
}
