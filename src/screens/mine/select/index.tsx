import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /mine/select: 查询服务.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SelectScreen() {
  return <InfoScreen title="查询服务" />;
}
