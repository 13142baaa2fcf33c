import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /businessAdmin/messageDelete: 删除消息.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function MessageDeleteScreen() {
  return <InfoScreen title="删除消息" />;
}
