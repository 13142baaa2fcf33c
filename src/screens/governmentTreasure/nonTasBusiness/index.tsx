import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /governmentTreasure/nonTasBusiness: 非税缴款.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function NonTasBusinessScreen() {
  return <InfoScreen title="非税缴款" />;
}
