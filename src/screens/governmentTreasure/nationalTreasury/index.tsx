import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /governmentTreasure/nationalTreasury: 国库集中支付.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function NationalTreasuryScreen() {
  return <InfoScreen title="国库集中支付" />;
}
