import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /businessAdmin/message: 消息管理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function MessageScreen() {
  return <InfoScreen title="消息管理" />;
}
