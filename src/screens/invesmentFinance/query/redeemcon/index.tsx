import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /invesmentFinance/query/redeemcon: 赎回确认.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RedeemconScreen() {
  return <InfoScreen title="赎回确认" />;
}
