import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/bondgold/bondgold: 担保金.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BondgoldScreen() {
  return <InfoScreen title="担保金" />;
}
