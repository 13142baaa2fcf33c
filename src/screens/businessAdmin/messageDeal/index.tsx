import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /businessAdmin/messageDeal: 消息处理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function MessageDealScreen() {
  return <InfoScreen title="消息处理" />;
}
