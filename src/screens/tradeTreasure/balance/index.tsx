import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /tradeTreasure/balance: 贸易账户余额.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BalanceScreen() {
  return <InfoScreen title="贸易账户余额" />;
}
