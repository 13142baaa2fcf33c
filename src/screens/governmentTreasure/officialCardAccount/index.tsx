import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /governmentTreasure/officialCardAccount: 公务卡账户查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to officialCardQry.
 */
export default function OfficialCardAccountScreen() {
  return <QueryScreen operation="officialCardQry" title="公务卡账户查询" />;
}
