import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /billTreasure/confirm: 业务确认.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ConfirmScreen() {
  return <InfoScreen title="业务确认" />;
}
