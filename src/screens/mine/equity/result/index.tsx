import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /mine/equity/result: 权益领取结果.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ResultScreen() {
  return <InfoScreen title="权益领取结果" />;
}
