import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /mine/equity/equity: 我的权益.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function EquityScreen() {
  return <InfoScreen title="我的权益" />;
}
