import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /invesmentFinance/fundquery/result: 基金撤单结果.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ResultScreen() {
  return <InfoScreen title="基金撤单结果" />;
}
