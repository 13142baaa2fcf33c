import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /creditCenter/refund: 提前还款.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RefundScreen() {
  return <InfoScreen title="提前还款" />;
}
