import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /enterpriseEcological/balance: 生态账户余额.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function BalanceScreen() {
  return <InfoScreen title="生态账户余额" />;
}
