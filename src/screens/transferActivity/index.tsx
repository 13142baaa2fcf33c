import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /transferActivity: 转账优惠活动.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function TransferActivityScreen() {
  return <InfoScreen title="转账优惠活动" />;
}
