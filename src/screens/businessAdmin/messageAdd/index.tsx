import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /businessAdmin/messageAdd: 新增消息.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function MessageAddScreen() {
  return <InfoScreen title="新增消息" />;
}
