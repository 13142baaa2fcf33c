import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /invesmentFinance/fundquery/withdraw: 基金撤单.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function WithdrawScreen() {
  return <InfoScreen title="基金撤单" />;
}
