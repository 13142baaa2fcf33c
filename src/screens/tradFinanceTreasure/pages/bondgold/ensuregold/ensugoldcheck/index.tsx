import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/bondgold/ensuregold/ensugoldcheck: 担保金核对.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function EnsugoldcheckScreen() {
  return <InfoScreen title="担保金核对" />;
}
