import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /enterpriseEcological/main: 生态服务首页.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function MainScreen() {
  return <InfoScreen title="生态服务首页" />;
}
