import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /invesmentFinance/query/holdn: 持仓明细.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function HoldnScreen() {
  return <InfoScreen title="持仓明细" />;
}
