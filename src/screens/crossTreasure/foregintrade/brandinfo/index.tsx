import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /crossTreasure/foregintrade/brandinfo: 外汇牌价.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BrandinfoScreen() {
  return <InfoScreen title="外汇牌价" />;
}
