import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /invesmentFinance/adminstration/fundconfirmation: 基金购买.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FundconfirmationScreen() {
  return <InfoScreen title="基金购买" />;
}
