import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/openpuery: 开立查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function OpenpueryScreen() {
  return <InfoScreen title="开立查询" />;
}
