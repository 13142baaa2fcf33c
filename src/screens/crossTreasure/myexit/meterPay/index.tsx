import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/myexit/meterPay: 出口押汇.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function MeterPayScreen() {
  return <InfoScreen title="出口押汇" />;
}
