import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /homeNews/bannerDetail: 活动详情.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BannerDetailScreen() {
  return <InfoScreen title="活动详情" />;
}
