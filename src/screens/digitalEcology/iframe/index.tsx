import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /digitalEcology/iframe: 生态服务.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IframeScreen() {
  return <InfoScreen title="生态服务" />;
}
