import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /invesmentFinance/managemoney/myfinancial: 我的理财.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function MyfinancialScreen() {
  return <InfoScreen title="我的理财" />;
}
