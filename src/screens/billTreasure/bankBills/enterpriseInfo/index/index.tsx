import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /billTreasure/bankBills/enterpriseInfo/index: 企业信息登记.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IndexScreen() {
  return <InfoScreen title="企业信息登记" />;
}
