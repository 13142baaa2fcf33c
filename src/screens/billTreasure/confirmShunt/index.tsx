import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /billTreasure/confirmShunt: 分流确认.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ConfirmShuntScreen() {
  return <InfoScreen title="分流确认" />;
}
