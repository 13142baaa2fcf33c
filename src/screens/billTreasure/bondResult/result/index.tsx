import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /billTreasure/bondResult/result: 保证金存入结果.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ResultScreen() {
  return <InfoScreen title="保证金存入结果" />;
}
