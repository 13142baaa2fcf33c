import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /governmentTreasure/zkTtownshiopFinance: 专款乡镇财政.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ZkTtownshiopFinanceScreen() {
  return <InfoScreen title="专款乡镇财政" />;
}
