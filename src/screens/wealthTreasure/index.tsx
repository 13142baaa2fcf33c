import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /wealthTreasure: 财富宝.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function WealthTreasureScreen() {
  return <InfoScreen title="财富宝" />;
}
