import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /realTimeInfo/realTimeInfoList: 资讯列表.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to newsListQry.
 */
export default function RealTimeInfoListScreen() {
  return <QueryScreen operation="newsListQry" title="资讯列表" />;
}
