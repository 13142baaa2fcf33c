import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/BillQuery: 票据查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BillQueryScreen() {
  return <InfoScreen title="票据查询" />;
}
