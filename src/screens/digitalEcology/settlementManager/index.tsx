import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /digitalEcology/settlementManager: 结算管理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SettlementManagerScreen() {
  return <InfoScreen title="结算管理" />;
}
