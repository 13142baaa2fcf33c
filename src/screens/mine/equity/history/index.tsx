import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /mine/equity/history: 权益领取记录.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function HistoryScreen() {
  return <InfoScreen title="权益领取记录" />;
}
