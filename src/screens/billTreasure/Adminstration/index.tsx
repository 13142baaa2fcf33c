import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /billTreasure/Adminstration: 票据管理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AdminstrationScreen() {
  return <InfoScreen title="票据管理" />;
}
