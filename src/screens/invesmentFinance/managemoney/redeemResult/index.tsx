import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /invesmentFinance/managemoney/redeemResult: 理财赎回结果.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RedeemResultScreen() {
  return <InfoScreen title="理财赎回结果" />;
}
