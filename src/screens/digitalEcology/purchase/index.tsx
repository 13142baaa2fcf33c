import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /digitalEcology/purchase: 采购管理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function PurchaseScreen() {
  return <InfoScreen title="采购管理" />;
}
