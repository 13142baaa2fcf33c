import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /workSpace/subscrible: 消息订阅.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SubscribleScreen() {
  return <InfoScreen title="消息订阅" />;
}
