import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /crossTreasure/news/importantnews: 重要资讯.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to newsListQry.
 */
export default function ImportantnewsScreen() {
  return <QueryScreen operation="newsListQry" title="重要资讯" />;
}
