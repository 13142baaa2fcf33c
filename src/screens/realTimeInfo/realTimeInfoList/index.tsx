import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /realTimeInfo/realTimeInfoList: 资讯列表.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RealTimeInfoListScreen() {
  return <InfoScreen title="资讯列表" />;
}
