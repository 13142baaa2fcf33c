import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/bondgold/ensureDeposite/ensureSure: 保证金存入确认.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function EnsureSureScreen() {
  return <InfoScreen title="保证金存入确认" />;
}
