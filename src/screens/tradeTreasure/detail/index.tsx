import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /tradeTreasure/detail: 贸易账户明细.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to accountTransDetailQry.
 */
export default function DetailScreen() {
  return <QueryScreen operation="accountTransDetailQry" title="贸易账户明细" />;
}
