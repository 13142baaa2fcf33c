import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /invesmentFinance/adminstration/fundsdetails: 基金详情.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FundsdetailsScreen() {
  return <InfoScreen title="基金详情" />;
}
