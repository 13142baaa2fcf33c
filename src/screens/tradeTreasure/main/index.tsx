import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /tradeTreasure/main: 贸易服务首页.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function MainScreen() {
  return <InfoScreen title="贸易服务首页" />;
}
