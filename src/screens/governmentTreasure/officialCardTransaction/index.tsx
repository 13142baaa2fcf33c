import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /governmentTreasure/officialCardTransaction: 公务卡交易查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to officialCardTransQry.
 */
export default function OfficialCardTransactionScreen() {
  return <QueryScreen operation="officialCardTransQry" title="公务卡交易查询" />;
}
