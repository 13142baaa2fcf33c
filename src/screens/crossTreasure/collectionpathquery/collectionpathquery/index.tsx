import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /crossTreasure/collectionpathquery/collectionpathquery: 收款路径查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to remitTrackQry.
 */
export default function CollectionpathqueryScreen() {
  return <QueryScreen operation="remitTrackQry" title="收款路径查询" />;
}
