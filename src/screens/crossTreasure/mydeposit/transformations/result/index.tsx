import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /crossTreasure/mydeposit/transformations/result: 外币存款结果.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ResultScreen() {
  return <InfoScreen title="外币存款结果" />;
}
