import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /invesmentFinance/managemoney/redeem: 理财赎回.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RedeemScreen() {
  return <InfoScreen title="理财赎回" />;
}
