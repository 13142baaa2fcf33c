import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /homeNews/bannerDetail: 活动详情.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to newsListQry.
 */
export default function BannerDetailScreen() {
  return <QueryScreen operation="newsListQry" title="活动详情" />;
}
