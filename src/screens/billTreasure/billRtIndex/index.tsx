import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /billTreasure/billRtIndex: 票据业务首页.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BillRtIndexScreen() {
  return <InfoScreen title="票据业务首页" />;
}
