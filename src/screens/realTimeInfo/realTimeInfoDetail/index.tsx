import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /realTimeInfo/realTimeInfoDetail: 资讯详情.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RealTimeInfoDetailScreen() {
  return <InfoScreen title="资讯详情" />;
}
