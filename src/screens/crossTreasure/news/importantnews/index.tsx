import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/news/importantnews: 重要资讯.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ImportantnewsScreen() {
  return <InfoScreen title="重要资讯" />;
}
