import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/collectionpathquery/collectionpathquery: 收款路径查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function CollectionpathqueryScreen() {
  return <InfoScreen title="收款路径查询" />;
}
