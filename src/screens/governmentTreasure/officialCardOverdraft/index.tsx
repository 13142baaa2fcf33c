import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /governmentTreasure/officialCardOverdraft: 公务卡透支查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to officialCardQry.
 */
export default function OfficialCardOverdraftScreen() {
  return <QueryScreen operation="officialCardQry" title="公务卡透支查询" />;
}
