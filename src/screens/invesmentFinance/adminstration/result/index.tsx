import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /invesmentFinance/adminstration/result: 基金办理结果.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ResultScreen() {
  return <InfoScreen title="基金办理结果" />;
}
