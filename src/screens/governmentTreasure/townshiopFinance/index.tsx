import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /governmentTreasure/townshiopFinance: 乡镇财政.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function TownshiopFinanceScreen() {
  return <InfoScreen title="乡镇财政" />;
}
