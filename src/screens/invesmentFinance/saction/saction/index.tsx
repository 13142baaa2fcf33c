import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /invesmentFinance/saction/saction: 基金账户签约.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function SactionScreen() {
  return <InfoScreen title="基金账户签约" />;
}
