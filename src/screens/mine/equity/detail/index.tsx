import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /mine/equity/detail: 权益详情.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DetailScreen() {
  return <InfoScreen title="权益详情" />;
}
