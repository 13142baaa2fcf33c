import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/unitPayment: 单位缴款.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function UnitPaymentScreen() {
  return <InfoScreen title="单位缴款" />;
}
