import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /billTreasure/TtspbillRelipre: 票交所解质押预处理.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function TtspbillRelipreScreen() {
  return <InfoScreen title="票交所解质押预处理" />;
}
