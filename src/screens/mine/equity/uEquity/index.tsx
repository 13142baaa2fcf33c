import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /mine/equity/uEquity: 可用权益.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function UEquityScreen() {
  return <InfoScreen title="可用权益" />;
}
