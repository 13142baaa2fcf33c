import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /realTimeInfo/realTimeInfoDetail: 资讯详情.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to newsListQry.
 */
export default function RealTimeInfoDetailScreen() {
  return <QueryScreen operation="newsListQry" title="资讯详情" />;
}
