import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /tradFinanceTreasure/pages/bondgold/bondpage: 保证金查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to accountTransDetailQry.
 */
export default function BondpageScreen() {
  return <QueryScreen operation="accountTransDetailQry" title="保证金查询" />;
}
