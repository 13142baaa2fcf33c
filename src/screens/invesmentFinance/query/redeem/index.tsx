import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /invesmentFinance/query/redeem: 持有产品赎回.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RedeemScreen() {
  return <InfoScreen title="持有产品赎回" />;
}
