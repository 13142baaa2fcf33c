import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /billTreasure/supplemt: 补充资料.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SupplemtScreen() {
  return <InfoScreen title="补充资料" />;
}
