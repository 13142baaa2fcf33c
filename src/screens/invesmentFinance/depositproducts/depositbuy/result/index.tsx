import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /invesmentFinance/depositproducts/depositbuy/result: 存款购买结果.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ResultScreen() {
  return <InfoScreen title="存款购买结果" />;
}
