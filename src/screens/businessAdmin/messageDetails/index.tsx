import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /businessAdmin/messageDetails: 消息详情.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function MessageDetailsScreen() {
  return <InfoScreen title="消息详情" />;
}
