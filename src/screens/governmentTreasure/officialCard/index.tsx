import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /governmentTreasure/officialCard: 公务卡.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function OfficialCardScreen() {
  return <InfoScreen title="公务卡" />;
}
