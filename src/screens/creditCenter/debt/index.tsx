import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /creditCenter/debt: 负债查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function DebtScreen() {
  return <InfoScreen title="负债查询" />;
}
