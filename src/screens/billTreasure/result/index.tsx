import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /billTreasure/result: 托管结果.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ResultScreen() {
  return <InfoScreen title="托管结果" />;
}
