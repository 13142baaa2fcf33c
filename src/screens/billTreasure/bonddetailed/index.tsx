import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /billTreasure/bonddetailed: 保证金明细.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to accountTransDetailQry.
 */
export default function BonddetailedScreen() {
  return <QueryScreen operation="accountTransDetailQry" title="保证金明细" />;
}
