import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /invesmentFinance/managemoney/buyResult: 理财购买结果.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BuyResultScreen() {
  return <InfoScreen title="理财购买结果" />;
}
