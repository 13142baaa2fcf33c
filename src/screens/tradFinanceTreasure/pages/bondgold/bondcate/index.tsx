import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/bondgold/bondcate: 保证金存款.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BondcateScreen() {
  return <InfoScreen title="保证金存款" />;
}
