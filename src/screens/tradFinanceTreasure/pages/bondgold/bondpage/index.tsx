import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/bondgold/bondpage: 保证金查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BondpageScreen() {
  return <InfoScreen title="保证金查询" />;
}
