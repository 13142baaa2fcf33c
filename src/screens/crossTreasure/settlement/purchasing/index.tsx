import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/settlement/purchasing: 购汇.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function PurchasingScreen() {
  return <InfoScreen title="购汇" />;
}
